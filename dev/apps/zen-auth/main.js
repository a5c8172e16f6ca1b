/*
 * Demo zen sign-in ("zen-auth"): e-mail and password against POST /v1/auth/login; the session
 * goes to this tab's storage (`movanta.session`, which the account apps read) and the visitor back
 * to the step the hash's `next` names. A forgotten password asks POST /v2/users/me/password/reset.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      email: "E-mail",
      password: "Password",
      submit: "Sign in",
      forgot: "Forgot your password?",
      wrong: "The e-mail address or the password is not right.",
      required: "Required field cannot be left empty.",
      sent: "If there is an account for {email}, a link to set a new password is on its way.",
      failed: "Signing in is not possible right now. Please try again later.",
    },
    de: {
      email: "E-Mail",
      password: "Passwort",
      submit: "Anmelden",
      forgot: "Passwort vergessen?",
      wrong: "E-Mail-Adresse oder Passwort stimmen nicht.",
      required: "Pflichtfeld darf nicht leer bleiben.",
      sent: "Falls es ein Konto für {email} gibt, ist ein Link zum Festlegen eines neuen Passworts unterwegs.",
      failed: "Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es später erneut.",
    },
  };
  var STYLE =
    ".za p:empty{position:absolute}.za{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem}.za h3,.za p{margin:0}.za h3{font-size:1.125rem}.za ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}.za li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:.5rem 1rem}.za .go,.za button{font:inherit;font-weight:700;padding:.45rem .8rem;border:0;border-radius:4px;background:#ff5f00;color:#000;text-decoration:none;cursor:pointer}.za button[disabled]{opacity:.6;cursor:default}.za a{color:inherit}.za label{display:grid;gap:.25rem;font-weight:600}.za label.check{display:flex;gap:.5rem;font-weight:400;align-items:center}.za input,.za select{font:inherit;padding:.45rem;border:1px solid var(--color-control,#767676);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a)}.za .note{color:var(--color-muted,#545454)}.za .error{color:var(--color-danger,#b00020)}.za form{display:grid;gap:.75rem}@media (min-width:650px){.za form.row{grid-template-columns:repeat(3,1fr);align-items:end}.za form.pair{grid-template-columns:repeat(2,1fr);align-items:end}}";

  // Only a step of this page: `#/…`, never another site or a script URL.
  function nextStep(given) {
    var next = given.get("next") || "";
    return /^#\/[A-Za-z0-9_\-\/?=&%.,~+]*$/.test(next) ? next : "#/search";
  }

  function render(root, t, props, signal) {
    var given = kit.handedOver();
    var email = h("input", { name: "email", type: "email", autocomplete: "username" });
    var password = h("input", { name: "password", type: "password", autocomplete: "current-password" });
    var message = h("p", { role: "status" });
    var submit = h("button", { type: "submit" }, [t.submit]);
    var forgot = h("button", { type: "button" }, [t.forgot]);
    var form = h("form", { class: "row", novalidate: "" }, [
      h("label", {}, [t.email, email]),
      h("label", {}, [t.password, password]),
      h("p", {}, [submit]),
    ]);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (!email.value.trim() || !password.value) {
        message.textContent = t.required;
        return;
      }
      submit.disabled = true;
      kit
        .callApi(
          props,
          "/v1/auth/login",
          { method: "POST", body: JSON.stringify({ email: email.value.trim(), password: password.value }) },
          signal,
        )
        .then(function (answer) {
          submit.disabled = false;
          if (answer.status === 200) {
            kit.session.save(answer.body.session);
            window.location.hash = nextStep(given);
          } else message.textContent = answer.status === 401 ? t.wrong : t.failed;
        })
        .catch(function (failure) {
          submit.disabled = false;
          if (failure.name !== "AbortError") message.textContent = t.failed;
        });
    });
    forgot.addEventListener("click", function () {
      if (!email.value.trim()) {
        message.textContent = t.required;
        email.focus();
        return;
      }
      var address = email.value.trim();
      kit
        .callApi(
          props,
          "/v2/users/me/password/reset",
          { method: "POST", body: JSON.stringify({ email: address, locale: props.locale }) },
          signal,
        )
        .then(function (answer) {
          message.textContent = answer.status === 202 ? t.sent.replace("{email}", address) : t.failed;
        })
        .catch(function (failure) {
          if (failure.name !== "AbortError") message.textContent = t.failed;
        });
    });
    root.append(form, h("p", {}, [forgot]), message);
  }

  kit.app("zen-auth", { texts: TEXTS, style: STYLE, className: "za", render: render });
})();
