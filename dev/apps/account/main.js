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
      wrong: "The e-mail address or the password is not right.",
      failed: "Signing in is not possible right now. Please try again later.",
      signedIn: "Signed in as {email}",
      signOut: "Sign out",
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
      wrong: "E-Mail-Adresse oder Passwort stimmen nicht.",
      failed: "Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es später erneut.",
      signedIn: "Angemeldet als {email}",
      signOut: "Abmelden",
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
      wrong: "El correo electrónico o la contraseña no son correctos.",
      failed: "Ahora mismo no es posible iniciar sesión. Inténtelo de nuevo más tarde.",
      signedIn: "Sesión iniciada como {email}",
      signOut: "Cerrar sesión",
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
      wrong: "L'adresse e-mail ou le mot de passe est incorrect.",
      failed: "La connexion est impossible pour le moment. Veuillez réessayer plus tard.",
      signedIn: "Connecté en tant que {email}",
      signOut: "Se déconnecter",
    },
  };
  var STYLE =
    ".si p:empty{position:absolute}.si{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;justify-items:end;gap:.5rem}" +
    ".si button{font:inherit;padding:.5rem .9rem;border:1px solid var(--color-text,#1a1a1a);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a);cursor:pointer}" +
    ".si form{display:grid;gap:.5rem;min-width:16rem;padding:1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;justify-self:stretch}" +
    ".si [hidden]{display:none}.si .field{display:grid;gap:.25rem}.si fieldset{border:0;padding:0;margin:0;display:flex;gap:1rem}.si input{font:inherit;padding:.45rem;border:1px solid var(--color-control,#767676);border-radius:4px}" +
    ".si .note{margin:0;color:var(--color-muted,#545454);font-size:.875rem}.si .error{margin:0;color:var(--color-danger,#b00020)}" +
    ".si.area{justify-items:stretch;align-content:start;gap:.75rem;padding:1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px}.si.area>p{margin:0}.si.area>button{justify-self:start}" +
    ".si.signed{display:flex;align-items:center;gap:.5rem}.si.signed .who{display:none}@media (min-width:650px){.si.signed .who{display:block;max-width:14rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}}" +
    ".si ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem 1.5rem}@media (min-width:650px){.si ul{grid-template-columns:repeat(2,max-content)}}.si a{color:var(--color-text,#1a1a1a)}";

  var styles = kit.styles(STYLE);

  /**
   * The account area's overview or settings: a sentence, the sign-in form and, on the overview, the
   * area's routes (subscriptions only with the `subscriptions` option: the market may hide the route).
   */
  function areaView(t, view, subscriptions, toggle, form) {
    var links = view === "overview" ? routes(t, subscriptions) : null;
    return h("div", { class: "si area" }, [h("p", {}, [view === "overview" ? t.overview : t.settings]), toggle, form, links]);
  }

  /** The account area's routes, hashes of the same page; subscriptions only with the `subscriptions` option. */
  function routes(t, subscriptions) {
    return h("ul", { "aria-label": t.routes }, [
      h("li", {}, [h("a", { href: "#/bookings" }, [t.bookings])]),
      h("li", {}, [h("a", { href: "#/manage-my-booking-info" }, [t.manageBooking])]),
      h("li", {}, [h("a", { href: "#/profiles" }, [t.profiles])]),
      subscriptions ? h("li", {}, [h("a", { href: "#/subscriptions" }, [t.subscriptions])]) : null,
      h("li", {}, [h("a", { href: "#/account" }, [t.settingsLink])]),
    ]);
  }

  /** What a signed-in customer sees instead of the form: who is signed in, a way out and, in the area's overview, its routes. */
  function signedInView(t, view, subscriptions, signed, signOut) {
    var who = h("p", view ? {} : { class: "note who" }, [kit.fill(t.signedIn, { email: signed.email })]);
    return view
      ? h("div", { class: "si area" }, [who, signOut, view === "overview" ? routes(t, subscriptions) : null])
      : h("div", { class: "si signed" }, [who, signOut]);
  }

  function create(element, props) {
    styles.adopt();
    var texts = kit.textsFor(TEXTS, props);
    var t = texts.t;
    var options = props.options || {};
    var view = options.view === "overview" || options.view === "settings" ? options.view : "";
    var aborter = new AbortController();
    var root = null;

    // The session another app stored (the zen sign-in, or this widget elsewhere on the page) shows at once.
    function show(focus) {
      var signed = kit.session.read();
      var next = signed ? signedIn(signed) : signInForm();
      next.root.setAttribute("lang", texts.lang);
      next.root.setAttribute("dir", texts.dir);
      if (root) root.replaceWith(next.root);
      else element.append(next.root);
      root = next.root;
      if (focus) next.focus.focus();
    }

    function signedIn(signed) {
      var signOut = h("button", { type: "button" }, [t.signOut]);
      signOut.addEventListener("click", function () {
        kit.session.end();
      });
      return { root: signedInView(t, view, options.subscriptions === true, signed, signOut), focus: signOut };
    }

    function signInForm() {
      var id = "si-" + Math.random().toString(36).slice(2, 8);
      var email = h("input", { id: id + "-email", type: "email", autocomplete: "email" });
      var password = h("input", { id: id + "-password", type: "password", autocomplete: "current-password" });
      var error = h("p", { class: "error", role: "alert" });
      var submit = h("button", { type: "submit" }, [t.submit]);
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
        submit,
        options.appleSignIn === false ? null : h("button", { type: "button" }, [t.apple]),
        options.googleSignIn === false ? null : h("button", { type: "button" }, [t.google]),
        // Inside the account area the route is a hash of the same page; no page load.
        options.manageBookings === false ? null : h("a", { href: (view ? "" : "/account/") + "#/manage-my-booking-info" }, [t.manage]),
      ]);
      var toggle = h("button", { type: "button", "aria-expanded": "false", "aria-controls": form.id }, [t.login]);

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
        if (submit.disabled) return;
        if (!email.value || !password.value) error.textContent = t.required;
        else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.value)) error.textContent = t.invalidEmail;
        else {
          error.textContent = "";
          submit.disabled = true;
          var body = JSON.stringify({ email: email.value.trim(), password: password.value });
          kit
            .callApi(props, "/v1/auth/login", { method: "POST", body: body }, aborter.signal)
            .then(function (answer) {
              submit.disabled = false;
              if (answer.status === 200) kit.session.save(answer.body.session);
              else error.textContent = answer.status === 401 ? t.wrong : t.failed;
            })
            .catch(function (failure) {
              submit.disabled = false;
              if (failure.name !== "AbortError") error.textContent = t.failed;
            });
        }
      });
      var shown = view ? areaView(t, view, options.subscriptions === true, toggle, form) : h("div", { class: "si" }, [toggle, form]);
      return { root: shown, focus: toggle };
    }

    function onSession() {
      show(root !== null && root.contains(document.activeElement));
    }
    window.addEventListener(kit.session.changed, onSession);
    show(false);
    return {
      unmount: function () {
        window.removeEventListener(kit.session.changed, onSession);
        aborter.abort();
        styles.drop();
        root.remove();
      },
    };
  }

  (window.movantaApps = window.movantaApps || []).push({ name: "account", create: create });
})();
