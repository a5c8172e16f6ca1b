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

  kit.app("zen-auth", { texts: TEXTS, className: "za", render: render });
})();
