/*
 * Demo ride booking app ("phoenix"): pickup, destination and time, and a fixed-price estimate in
 * the page's currency. Nothing is booked.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      title: "Book a ride",
      from: "Pickup address",
      to: "Destination",
      when: "Pickup time",
      go: "See price",
      required: "Required field cannot be left empty.",
      price: "Fixed price: {price}",
    },
    de: {
      title: "Fahrt buchen",
      from: "Abholadresse",
      to: "Ziel",
      when: "Abholzeit",
      go: "Preis anzeigen",
      required: "Pflichtfeld darf nicht leer bleiben.",
      price: "Festpreis: {price}",
    },
    es: {
      title: "Reservar un viaje",
      from: "Dirección de recogida",
      to: "Destino",
      when: "Hora de recogida",
      go: "Ver precio",
      required: "El campo obligatorio no puede quedar vacío.",
      price: "Precio fijo: {price}",
    },
    fr: {
      title: "Réserver un trajet",
      from: "Adresse de prise en charge",
      to: "Destination",
      when: "Heure de prise en charge",
      go: "Voir le prix",
      required: "Ce champ obligatoire ne peut pas rester vide.",
      price: "Prix fixe : {price}",
    },
  };
  var STYLE =
    ".rb p:empty{position:absolute}.rb{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:1rem}.rb h2,.rb p{margin:0}" +
    ".rb form{display:grid;gap:.75rem;grid-template-columns:1fr;align-items:end}@media (min-width:650px){.rb form{grid-template-columns:repeat(2,1fr)}}@media (min-width:960px){.rb form{grid-template-columns:repeat(3,1fr)}}.rb label{display:grid;gap:.25rem;font-weight:600}" +
    ".rb input{font:inherit;padding:.5rem;border:1px solid var(--color-control,#767676);border-radius:4px}.rb button{font:inherit;font-weight:700;padding:.6rem 1rem;border:0;border-radius:4px;background:var(--color-text,#1a1a1a);color:var(--color-background,#fff)}";

  var styles = kit.styles(STYLE);

  function create(element, props) {
    styles.adopt();
    var texts = kit.textsFor(TEXTS, props);
    var t = texts.t;
    var money = new Intl.NumberFormat(props.locale, { style: "currency", currency: props.currency });
    var id = "rb-" + Math.random().toString(36).slice(2, 8);
    var from = h("input", { id: id + "-from", autocomplete: "street-address" });
    var to = h("input", { id: id + "-to" });
    var when = h("input", { id: id + "-when", type: "datetime-local" });
    var result = h("p", { role: "status" });
    var form = h("form", { novalidate: "" }, [
      h("label", { for: from.id }, [t.from, from]),
      h("label", { for: to.id }, [t.to, to]),
      h("label", { for: when.id }, [t.when, when]),
      h("button", { type: "submit" }, [t.go]),
    ]);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var empty = [from, to].filter(function (input) {
        return !input.value.trim();
      })[0];
      if (empty) {
        result.textContent = t.required;
        empty.focus();
        return;
      }
      // A demo estimate: a base fare plus a little per character of the addresses.
      result.textContent = t.price.replace("{price}", money.format(35 + (from.value.length + to.value.length) / 2));
    });
    var root = h("div", { class: "rb", lang: texts.lang, dir: texts.dir }, [h("h2", {}, [t.title]), form, result]);
    element.append(root);
    return {
      unmount: function () {
        styles.drop();
        root.remove();
      },
    };
  }

  (window.movantaApps = window.movantaApps || []).push({ name: "phoenix", create: create });
})();
