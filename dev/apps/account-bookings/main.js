/*
 * Demo bookings app ("account-bookings") of the account area. Option `mode`: "list" (the signed-in
 * customer's bookings: who is signed in, from the session a sign-in app stored; signed out, how to
 * see them) or "manage" (find one booking by its number and the driver's last name, without an
 * account: the area's #/manage-my-booking-info).
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      signedIn: "Signed in as {email}.",
      list: "Sign in with the button at the top of the page to see your upcoming and past bookings.",
      none: "No bookings to show.",
      find: "Find a booking without signing in",
      lookup: "Find your booking",
      number: "Booking number",
      lastName: "Driver's last name",
      submit: "Find booking",
      required: "Required field cannot be left empty.",
      demo: "Demo only: no booking was looked up.",
    },
    de: {
      signedIn: "Angemeldet als {email}.",
      list: "Melden Sie sich oben auf der Seite an, um Ihre kommenden und vergangenen Buchungen zu sehen.",
      none: "Keine Buchungen vorhanden.",
      find: "Buchung ohne Anmeldung finden",
      lookup: "Buchung finden",
      number: "Buchungsnummer",
      lastName: "Nachname des Fahrers",
      submit: "Buchung finden",
      required: "Pflichtfeld darf nicht leer bleiben.",
      demo: "Nur eine Demo: Es wurde keine Buchung gesucht.",
    },
    es: {
      signedIn: "Sesión iniciada como {email}.",
      list: "Inicie sesión con el botón de la parte superior para ver sus reservas próximas y pasadas.",
      none: "No hay reservas.",
      find: "Buscar una reserva sin iniciar sesión",
      lookup: "Buscar su reserva",
      number: "Número de reserva",
      lastName: "Apellido del conductor",
      submit: "Buscar reserva",
      required: "El campo obligatorio no puede quedar vacío.",
      demo: "Solo una demostración: no se ha buscado ninguna reserva.",
    },
    fr: {
      signedIn: "Connecté en tant que {email}.",
      list: "Connectez-vous avec le bouton en haut de la page pour voir vos réservations à venir et passées.",
      none: "Aucune réservation.",
      find: "Retrouver une réservation sans se connecter",
      lookup: "Retrouver votre réservation",
      number: "Numéro de réservation",
      lastName: "Nom du conducteur",
      submit: "Rechercher",
      required: "Ce champ obligatoire ne peut pas rester vide.",
      demo: "Démonstration : aucune réservation n'a été recherchée.",
    },
    it: {
      signedIn: "Accesso effettuato come {email}.",
      list: "Accedi con il pulsante in alto per vedere le prenotazioni future e passate.",
      none: "Nessuna prenotazione.",
      find: "Trova una prenotazione senza accedere",
      lookup: "Trova la tua prenotazione",
      number: "Numero di prenotazione",
      lastName: "Cognome del conducente",
      submit: "Trova prenotazione",
      required: "Il campo obbligatorio non può essere lasciato vuoto.",
      demo: "Solo una demo: nessuna prenotazione è stata cercata.",
    },
    nl: {
      signedIn: "Ingelogd als {email}.",
      list: "Log in met de knop boven aan de pagina om uw komende en eerdere boekingen te zien.",
      none: "Geen boekingen.",
      find: "Een boeking zoeken zonder in te loggen",
      lookup: "Uw boeking zoeken",
      number: "Boekingsnummer",
      lastName: "Achternaam van de bestuurder",
      submit: "Boeking zoeken",
      required: "Verplicht veld mag niet leeg blijven.",
      demo: "Alleen een demo: er is geen boeking gezocht.",
    },
  };
  var STYLE =
    ".bk p:empty{position:absolute}.bk{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem;align-content:start;padding:1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px}.bk p{margin:0}.bk a{color:var(--color-text,#1a1a1a)}" +
    ".bk form{display:grid;gap:.75rem;align-items:end}@media (min-width:650px){.bk form{grid-template-columns:repeat(2,1fr)}}@media (min-width:960px){.bk form{grid-template-columns:repeat(3,1fr)}}" +
    ".bk label{display:grid;gap:.25rem;font-weight:600}.bk input{font:inherit;padding:.5rem;border:1px solid var(--color-control,#767676);border-radius:4px}" +
    ".bk button{font:inherit;font-weight:700;padding:.6rem 1rem;border:0;border-radius:4px;background:var(--color-text,#1a1a1a);color:var(--color-background,#fff)}";

  var styles = kit.styles(STYLE);

  // Signed in (the session a sign-in app stored for this tab), the list names the customer instead of asking to sign in.
  function list(t) {
    var signed = kit.session.read();
    return [
      h("p", {}, [signed ? kit.fill(t.signedIn, { email: signed.email }) : t.list]),
      h("p", {}, [t.none]),
      h("p", {}, [h("a", { href: "#/manage-my-booking-info" }, [t.find])]),
    ];
  }

  function manage(t) {
    var id = "bk-" + Math.random().toString(36).slice(2, 8);
    var number = h("input", { id: id + "-number", autocomplete: "off" });
    var lastName = h("input", { id: id + "-name", autocomplete: "family-name" });
    var result = h("p", { role: "status" });
    var form = h("form", { novalidate: "", "aria-label": t.lookup }, [
      h("label", { for: number.id }, [t.number, number]),
      h("label", { for: lastName.id }, [t.lastName, lastName]),
      h("button", { type: "submit" }, [t.submit]),
    ]);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var empty = [number, lastName].filter(function (input) {
        return !input.value.trim();
      })[0];
      result.textContent = empty ? t.required : t.demo;
      if (empty) empty.focus();
    });
    return [form, result];
  }

  function create(element, props) {
    styles.adopt();
    var texts = kit.textsFor(TEXTS, props);
    var t = texts.t;
    var mode = (props.options || {}).mode === "manage" ? "manage" : "list";
    var root = h("div", { class: "bk", lang: texts.lang, dir: texts.dir, "data-mode": mode }, mode === "manage" ? manage(t) : list(t));
    element.append(root);
    return {
      unmount: function () {
        styles.drop();
        root.remove();
      },
    };
  }

  (window.movantaApps = window.movantaApps || []).push({ name: "account-bookings", create: create });
})();
