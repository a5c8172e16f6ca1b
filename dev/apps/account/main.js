/*
 * Demo account app ("account"). In the header's sign-in slot: a log-in button that opens a small
 * form; it reads the layout's options (rideTerms, appleSignIn, googleSignIn, manageBookings,
 * switcher) from its props. In the account area (option `view`): the area's overview ("overview",
 * links to the other routes) or the account settings ("settings"), each with the same sign-in form.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      overview: "Sign in to see your bookings, profiles and settings in one place.",
      settings: "Sign in to change your email address, password and communication preferences.",
      routes: "Your account",
      bookings: "My bookings",
      manageBooking: "Find a booking without signing in",
      profiles: "Profiles",
      subscriptions: "My subscriptions",
      settingsLink: "Account settings",
      login: "Log in",
      close: "Close",
      email: "Email",
      password: "Password",
      submit: "Log in",
      apple: "Continue with Apple",
      google: "Continue with Google",
      manage: "Manage bookings",
      private: "Private",
      business: "Business",
      customerType: "Customer type",
      rideTerms: "By logging in you accept the ride terms.",
      required: "Required field cannot be left empty.",
      invalidEmail: "Invalid email",
      demo: "Demo only: nothing was sent.",
    },
    de: {
      overview: "Melden Sie sich an, um Buchungen, Profile und Einstellungen an einem Ort zu sehen.",
      settings: "Melden Sie sich an, um E-Mail-Adresse, Passwort und Benachrichtigungen zu ändern.",
      routes: "Ihr Konto",
      bookings: "Meine Buchungen",
      manageBooking: "Buchung ohne Anmeldung finden",
      profiles: "Profile",
      subscriptions: "Meine Abos",
      settingsLink: "Kontoeinstellungen",
      login: "Anmelden",
      close: "Schließen",
      email: "E-Mail",
      password: "Passwort",
      submit: "Anmelden",
      apple: "Weiter mit Apple",
      google: "Weiter mit Google",
      manage: "Buchungen verwalten",
      private: "Privat",
      business: "Geschäftlich",
      customerType: "Kundenart",
      rideTerms: "Mit der Anmeldung akzeptieren Sie die Fahrbedingungen.",
      required: "Pflichtfeld darf nicht leer bleiben.",
      invalidEmail: "Ungültige E-Mail-Adresse",
      demo: "Nur eine Demo: Es wurde nichts gesendet.",
    },
    es: {
      overview: "Inicie sesión para ver sus reservas, perfiles y ajustes en un solo lugar.",
      settings: "Inicie sesión para cambiar su correo electrónico, contraseña y preferencias de comunicación.",
      routes: "Su cuenta",
      bookings: "Mis reservas",
      manageBooking: "Buscar una reserva sin iniciar sesión",
      profiles: "Perfiles",
      subscriptions: "Mis suscripciones",
      settingsLink: "Ajustes de la cuenta",
      login: "Iniciar sesión",
      close: "Cerrar",
      email: "Correo electrónico",
      password: "Contraseña",
      submit: "Iniciar sesión",
      apple: "Continuar con Apple",
      google: "Continuar con Google",
      manage: "Gestionar reservas",
      private: "Particular",
      business: "Empresa",
      customerType: "Tipo de cliente",
      rideTerms: "Al iniciar sesión acepta las condiciones de viaje.",
      required: "El campo obligatorio no puede quedar vacío.",
      invalidEmail: "Correo electrónico no válido",
      demo: "Solo una demostración: no se ha enviado nada.",
    },
    fr: {
      overview: "Connectez-vous pour retrouver vos réservations, profils et paramètres au même endroit.",
      settings: "Connectez-vous pour modifier votre e-mail, votre mot de passe et vos préférences de communication.",
      routes: "Votre compte",
      bookings: "Mes réservations",
      manageBooking: "Retrouver une réservation sans se connecter",
      profiles: "Profils",
      subscriptions: "Mes abonnements",
      settingsLink: "Paramètres du compte",
      login: "Se connecter",
      close: "Fermer",
      email: "E-mail",
      password: "Mot de passe",
      submit: "Se connecter",
      apple: "Continuer avec Apple",
      google: "Continuer avec Google",
      manage: "Gérer mes réservations",
      private: "Particulier",
      business: "Entreprise",
      customerType: "Type de client",
      rideTerms: "En vous connectant, vous acceptez les conditions de trajet.",
      required: "Ce champ obligatoire ne peut pas rester vide.",
      invalidEmail: "E-mail invalide",
      demo: "Démonstration : rien n'a été envoyé.",
    },
  };
  var STYLE =
    ".si p:empty{position:absolute}.si{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;justify-items:end;gap:.5rem}" +
    ".si button{font:inherit;padding:.5rem .9rem;border:1px solid var(--color-text,#1a1a1a);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a);cursor:pointer}" +
    ".si form{display:grid;gap:.5rem;min-width:16rem;padding:1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;justify-self:stretch}" +
    ".si [hidden]{display:none}.si .field{display:grid;gap:.25rem}.si fieldset{border:0;padding:0;margin:0;display:flex;gap:1rem}.si input{font:inherit;padding:.45rem;border:1px solid var(--color-control,#767676);border-radius:4px}" +
    ".si .note{margin:0;color:var(--color-muted,#545454);font-size:.875rem}.si .error{margin:0;color:var(--color-danger,#b00020)}" +
    ".si.area{justify-items:stretch;align-content:start;gap:.75rem;padding:1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px}.si.area>p{margin:0}.si.area>button{justify-self:start}" +
    ".si ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem 1.5rem}@media (min-width:650px){.si ul{grid-template-columns:repeat(2,max-content)}}.si a{color:var(--color-text,#1a1a1a)}";

  var styles = kit.styles(STYLE);

  /**
   * The account area's overview or settings: a sentence, the sign-in form and, on the overview, the
   * area's routes (subscriptions only with the `subscriptions` option: the market may hide the route).
   */
  function areaView(t, view, subscriptions, toggle, form) {
    var links =
      view === "overview"
        ? h("ul", { "aria-label": t.routes }, [
            h("li", {}, [h("a", { href: "#/bookings" }, [t.bookings])]),
            h("li", {}, [h("a", { href: "#/manage-my-booking-info" }, [t.manageBooking])]),
            h("li", {}, [h("a", { href: "#/profiles" }, [t.profiles])]),
            subscriptions ? h("li", {}, [h("a", { href: "#/subscriptions" }, [t.subscriptions])]) : null,
            h("li", {}, [h("a", { href: "#/account" }, [t.settingsLink])]),
          ])
        : null;
    return h("div", { class: "si area" }, [h("p", {}, [view === "overview" ? t.overview : t.settings]), toggle, form, links]);
  }

  function create(element, props) {
    styles.adopt();
    var texts = kit.textsFor(TEXTS, props);
    var t = texts.t;
    var options = props.options || {};
    var id = "si-" + Math.random().toString(36).slice(2, 8);
    var email = h("input", { id: id + "-email", type: "email", autocomplete: "email" });
    var password = h("input", { id: id + "-password", type: "password", autocomplete: "current-password" });
    var error = h("p", { class: "error", role: "alert" });
    var switcher =
      options.switcher === false
        ? null
        : h("fieldset", {}, [
            h("legend", {}, [t.customerType]),
            h("label", {}, [h("input", { type: "radio", name: id + "-type", value: "private", checked: "" }), t.private]),
            h("label", {}, [h("input", { type: "radio", name: id + "-type", value: "business" }), t.business]),
          ]);
    var form = h("form", { id: id + "-form", hidden: "", novalidate: "", "aria-label": t.login }, [
      switcher,
      h("label", { for: email.id, class: "field" }, [t.email, email]),
      h("label", { for: password.id, class: "field" }, [t.password, password]),
      options.rideTerms === true ? h("p", { class: "note" }, [t.rideTerms]) : null,
      error,
      h("button", { type: "submit" }, [t.submit]),
      options.appleSignIn === false ? null : h("button", { type: "button" }, [t.apple]),
      options.googleSignIn === false ? null : h("button", { type: "button" }, [t.google]),
      // Inside the account area the route is a hash of the same page; no page load.
      options.manageBookings === false
        ? null
        : h("a", { href: (options.view ? "" : "/account/") + "#/manage-my-booking-info" }, [t.manage]),
    ]);
    var toggle = h("button", { type: "button", "aria-expanded": "false", "aria-controls": form.id }, [t.login]);
    var root =
      options.view === "overview" || options.view === "settings"
        ? areaView(t, options.view, options.subscriptions === true, toggle, form)
        : h("div", { class: "si" }, [toggle, form]);
    root.setAttribute("lang", texts.lang);
    root.setAttribute("dir", texts.dir);

    function setOpen(open) {
      form.hidden = !open;
      toggle.setAttribute("aria-expanded", String(open));
      toggle.textContent = open ? t.close : t.login;
      if (open) email.focus();
    }
    toggle.addEventListener("click", function () {
      setOpen(form.hidden);
    });
    form.addEventListener("keydown", function (event) {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.focus();
    });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (!email.value || !password.value) error.textContent = t.required;
      else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.value)) error.textContent = t.invalidEmail;
      else error.textContent = t.demo;
    });

    element.append(root);
    return {
      unmount: function () {
        styles.drop();
        root.remove();
      },
    };
  }

  (window.movantaApps = window.movantaApps || []).push({ name: "account", create: create });
})();
