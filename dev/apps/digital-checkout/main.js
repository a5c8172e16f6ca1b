/*
 * Demo digital check-out ("digital-checkout"): the customer names a booking and signs the rental
 * agreement online before pick-up, then goes straight to the vehicle. Plain DOM, no HTML strings;
 * nothing is sent (the fixture API has no reservation endpoint).
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      title: "Pick up without the counter",
      intro: "Name your booking and sign the rental agreement online, then go straight to your vehicle.",
      booking: "Booking number",
      lastName: "Last name",
      submit: "Start check-out",
      required: "Required field cannot be left empty.",
      format: "A booking number has 10 digits.",
      ready: "Booking {number} is ready. Your rental agreement and digital key follow by e-mail.",
    },
    de: {
      title: "Ohne Schalter abholen",
      intro: "Buchung angeben, Mietvertrag online unterschreiben und direkt zum Fahrzeug gehen.",
      booking: "Buchungsnummer",
      lastName: "Nachname",
      submit: "Check-out starten",
      required: "Pflichtfeld darf nicht leer bleiben.",
      format: "Eine Buchungsnummer hat 10 Ziffern.",
      ready: "Buchung {number} ist bereit. Mietvertrag und digitaler Schlüssel kommen per E-Mail.",
    },
    fr: {
      title: "Retirez sans passer au comptoir",
      intro: "Indiquez votre réservation, signez le contrat en ligne et allez directement au véhicule.",
      booking: "Numéro de réservation",
      lastName: "Nom",
      submit: "Commencer le check-out",
      required: "Ce champ obligatoire ne peut pas rester vide.",
      format: "Un numéro de réservation compte 10 chiffres.",
      ready: "La réservation {number} est prête. Le contrat et la clé numérique suivent par e-mail.",
    },
  };
  var STYLE =
    ".dc p:empty{position:absolute}.dc{font-family:'Movanta Sans',system-ui,sans-serif;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:1rem;display:grid;gap:.75rem}" +
    ".dc h2{margin:0;font-size:1.25rem}.dc .note{margin:0;color:var(--color-muted,#545454)}.dc .error{margin:0;color:var(--color-danger,#b00020)}.dc .ok{margin:0;font-weight:600}" +
    ".dc form{display:grid;gap:.75rem;grid-template-columns:1fr;align-items:end}@media (min-width:650px){.dc form{grid-template-columns:repeat(2,1fr)}}@media (min-width:960px){.dc form{grid-template-columns:repeat(3,1fr)}}" +
    ".dc label{display:grid;gap:.25rem;font-weight:600}.dc input{font:inherit;padding:.5rem;border:1px solid var(--color-control,#767676);border-radius:4px}" +
    ".dc button{font:inherit;font-weight:700;padding:.6rem 1rem;border:0;border-radius:4px;background:#ff5f00;color:#000;cursor:pointer}";

  var styles = kit.styles(STYLE);

  function create(element, props) {
    styles.adopt();
    var texts = kit.textsFor(TEXTS, props);
    var t = texts.t;
    var id = "dc-" + Math.random().toString(36).slice(2, 8);
    var booking = h("input", { id: id + "-booking", name: "booking", inputmode: "numeric", autocomplete: "off", required: "" });
    var lastName = h("input", { id: id + "-name", name: "lastName", autocomplete: "family-name", required: "" });
    var message = h("p", { class: "error", role: "alert" });
    var status = h("p", { class: "ok", role: "status" });
    var form = h("form", { novalidate: "" }, [
      h("label", { for: booking.id }, [t.booking, booking]),
      h("label", { for: lastName.id }, [t.lastName, lastName]),
      h("button", { type: "submit" }, [t.submit]),
    ]);
    var root = h("div", { class: "dc", lang: texts.lang, dir: texts.dir }, [
      h("h2", {}, [t.title]),
      h("p", { class: "note" }, [t.intro]),
      form,
      message,
      status,
    ]);

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      message.textContent = "";
      status.textContent = "";
      var empty = [booking, lastName].filter(function (input) {
        return !input.value.trim();
      })[0];
      if (empty) {
        message.textContent = t.required;
        empty.focus();
        return;
      }
      if (!/^\d{10}$/.test(booking.value.trim())) {
        message.textContent = t.format;
        booking.focus();
        return;
      }
      status.textContent = t.ready.replace("{number}", booking.value.trim());
    });

    element.append(root);
    return {
      unmount: function () {
        styles.drop();
        root.remove();
      },
    };
  }

  (window.movantaApps = window.movantaApps || []).push({ name: "digital-checkout", create: create });
})();
