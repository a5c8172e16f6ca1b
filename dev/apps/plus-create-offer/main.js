/*
 * Demo subscription checkout ("plus-create-offer"): receives the offer and the contract term the
 * visitor chose on the site's offers list (slot options offerId, termMonths, pickupDate, branchIds)
 * and shows them back, as the real app would start its order form with them.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      title: "Your subscription",
      offer: "Offer",
      term: "Contract term",
      months: "{n} months",
      flexible: "Flexible 30-day term",
      date: "Pickup date",
      branches: "Pickup branches",
      any: "Not chosen yet",
    },
    de: {
      title: "Ihr Abo",
      offer: "Angebot",
      term: "Vertragslaufzeit",
      months: "{n} Monate",
      flexible: "Flexible 30-Tage-Laufzeit",
      date: "Abholdatum",
      branches: "Abholfilialen",
      any: "Noch nicht gewählt",
    },
    es: {
      title: "Tu suscripción",
      offer: "Oferta",
      term: "Duración del contrato",
      months: "{n} meses",
      flexible: "Plazo flexible de 30 días",
      date: "Fecha de recogida",
      branches: "Oficinas de recogida",
      any: "Aún sin elegir",
    },
    fr: {
      title: "Votre abonnement",
      offer: "Offre",
      term: "Durée du contrat",
      months: "{n} mois",
      flexible: "Durée flexible de 30 jours",
      date: "Date de prise en charge",
      branches: "Agences de prise en charge",
      any: "Pas encore choisi",
    },
    it: {
      title: "Il tuo abbonamento",
      offer: "Offerta",
      term: "Durata del contratto",
      months: "{n} mesi",
      flexible: "Durata flessibile di 30 giorni",
      date: "Data di ritiro",
      branches: "Filiali di ritiro",
      any: "Non ancora scelto",
    },
    nl: {
      title: "Uw abonnement",
      offer: "Aanbod",
      term: "Contractduur",
      months: "{n} maanden",
      flexible: "Flexibele termijn van 30 dagen",
      date: "Ophaaldatum",
      branches: "Ophaalvestigingen",
      any: "Nog niet gekozen",
    },
  };

  function row(dl, label, value) {
    dl.append(h("dt", {}, [label]), h("dd", {}, [value]));
  }

  function create(element, props) {
    var texts = kit.textsFor(TEXTS, props);
    var t = texts.t;
    var o = props.options || {};
    var dl = h("dl", {}, []);
    row(dl, t.offer, String(o.offerId || ""));
    row(dl, t.term, Number(o.termMonths) > 1 ? t.months.replace("{n}", String(o.termMonths)) : t.flexible);
    row(dl, t.date, o.pickupDate ? String(o.pickupDate) : t.any);
    row(dl, t.branches, o.branchIds ? String(o.branchIds) : t.any);
    var root = h("section", { lang: texts.lang, dir: texts.dir, "data-offer-id": String(o.offerId || "") }, [h("h3", {}, [t.title]), dl]);
    element.append(root);
    return {
      unmount: function () {
        root.remove();
      },
    };
  }

  (window.movantaApps = window.movantaApps || []).push({ name: "plus-create-offer", create: create });
})();
