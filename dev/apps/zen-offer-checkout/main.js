/*
 * Demo zen checkout ("zen-offer-checkout"): the driver's name and e-mail for the chosen car,
 * signed in or not; booking goes on to the confirmation with its number in the hash. It sends
 * nothing: the booking journey's own apps create reservations.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      first: "First name",
      last: "Last name",
      email: "E-mail",
      book: "Book now",
      signIn: "Sign in for a faster checkout",
      signedIn: "Signed in as {email}",
      required: "Required field cannot be left empty.",
      invalid: "Invalid email",
      missing: "Choose a car first.",
      back: "Back to the extras",
    },
    de: {
      first: "Vorname",
      last: "Nachname",
      email: "E-Mail",
      book: "Jetzt buchen",
      signIn: "Anmelden für einen schnelleren Abschluss",
      signedIn: "Angemeldet als {email}",
      required: "Pflichtfeld darf nicht leer bleiben.",
      invalid: "Ungültige E-Mail-Adresse",
      missing: "Wählen Sie zuerst ein Auto.",
      back: "Zurück zu den Extras",
    },
  };
  var STYLE =
    ".zc p:empty{position:absolute}.zc{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem}.zc h3,.zc p{margin:0}.zc h3{font-size:1.125rem}.zc ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}.zc li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:.5rem 1rem}.zc .go,.zc button{font:inherit;font-weight:700;padding:.45rem .8rem;border:0;border-radius:4px;background:#ff5f00;color:#000;text-decoration:none;cursor:pointer}.zc button[disabled]{opacity:.6;cursor:default}.zc a{color:inherit}.zc label{display:grid;gap:.25rem;font-weight:600}.zc label.check{display:flex;gap:.5rem;font-weight:400;align-items:center}.zc input,.zc select{font:inherit;padding:.45rem;border:1px solid var(--color-control,#767676);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a)}.zc .note{color:var(--color-muted,#545454)}.zc .error{color:var(--color-danger,#b00020)}.zc form{display:grid;gap:.75rem}@media (min-width:650px){.zc form.row{grid-template-columns:repeat(3,1fr);align-items:end}.zc form.pair{grid-template-columns:repeat(2,1fr);align-items:end}}";

  // The session the zen sign-in stored for this tab (POST /v1/auth/login); the account apps read the same entry.
  function session() {
    try {
      var stored = JSON.parse(window.sessionStorage.getItem("movanta.session") || "null");
      return stored && typeof stored.email === "string" && Date.parse(stored.expiresAt) > Date.now() ? stored : null;
    } catch {
      return null;
    }
  }

  function render(root, t) {
    var given = kit.handedOver();
    if (!given.get("offer")) {
      root.append(h("p", { role: "status" }, [t.missing]));
      return;
    }
    var signed = session();
    var here = window.location.hash;
    var first = h("input", { name: "firstName", autocomplete: "given-name", maxlength: "50" });
    var last = h("input", { name: "lastName", autocomplete: "family-name", maxlength: "50" });
    var email = h("input", { name: "email", type: "email", autocomplete: "email", value: signed ? signed.email : "" });
    var error = h("p", { class: "error", role: "alert" });
    var book = h("button", { type: "submit" }, [t.book]);
    var form = h("form", { class: "row", novalidate: "" }, [
      h("label", {}, [t.first, first]),
      h("label", {}, [t.last, last]),
      h("label", {}, [t.email, email]),
      h("p", {}, [book]),
    ]);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (book.disabled) return;
      if (!first.value.trim() || !last.value.trim() || !email.value.trim()) {
        error.textContent = t.required;
        return;
      }
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.value.trim())) {
        error.textContent = t.invalid;
        return;
      }
      // A second click while the step changes books nothing more.
      book.disabled = true;
      var next = new URLSearchParams(given);
      next.set("ref", "ZEN-" + Date.now().toString(36).toUpperCase().slice(-6));
      window.location.hash = "#/confirmation?" + next.toString();
    });
    var account = signed
      ? h("p", { class: "note" }, [t.signedIn.replace("{email}", signed.email)])
      : h("p", {}, [h("a", { href: kit.routeTo("#/sign-in", { next: here }) }, [t.signIn])]);
    var back = new URLSearchParams(given);
    root.append(account, form, error, h("p", {}, [h("a", { href: "#/extras?" + back.toString() }, [t.back])]));
  }

  kit.app("zen-offer-checkout", { texts: TEXTS, style: STYLE, className: "zc", render: render });
})();
