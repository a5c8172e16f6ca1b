/*
 * Demo subscription offer list ("plus-offer-list"): offers from the fixture API, priced per month
 * in the page's currency. While it fetches, it shows the shell's skeleton bundle element
 * (<movanta-skeleton>) when that bundle has arrived, else plain text.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      title: "Car subscription offers",
      loading: "Loading offers…",
      perMonth: "{price} per month",
      term: "Minimum term: {months} months",
      flexible: "Flexible 30-day term",
      details: "More details",
      proceed: "Continue",
      none: "Sorry, no offers found",
      failed: "Offers could not be loaded.",
    },
    de: {
      title: "Auto-Abo-Angebote",
      loading: "Angebote werden geladen …",
      perMonth: "{price} pro Monat",
      term: "Mindestlaufzeit: {months} Monate",
      flexible: "Flexible 30-Tage-Laufzeit",
      details: "Mehr Details",
      proceed: "Weiter",
      none: "Leider keine Angebote gefunden",
      failed: "Angebote konnten nicht geladen werden.",
    },
    es: {
      title: "Ofertas de suscripción",
      loading: "Cargando ofertas…",
      perMonth: "{price} al mes",
      term: "Permanencia mínima: {months} meses",
      flexible: "Plazo flexible de 30 días",
      details: "Más detalles",
      proceed: "Continuar",
      none: "Lo sentimos, no hay ofertas",
      failed: "No se pudieron cargar las ofertas.",
    },
    fr: {
      title: "Offres d'abonnement",
      loading: "Chargement des offres…",
      perMonth: "{price} par mois",
      term: "Durée minimale : {months} mois",
      flexible: "Durée flexible de 30 jours",
      details: "Plus de détails",
      proceed: "Continuer",
      none: "Désolé, aucune offre trouvée",
      failed: "Les offres n'ont pas pu être chargées.",
    },
  };
  var STYLE =
    ".po{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem}.po h2,.po h3,.po p{margin:0}" +
    ".po ul{margin:0;padding:0;list-style:none;display:grid;gap:.75rem;grid-template-columns:1fr}@media (min-width:650px){.po ul{grid-template-columns:repeat(2,1fr)}}@media (min-width:960px){.po ul{grid-template-columns:repeat(3,1fr)}}" +
    ".po li{display:grid;gap:.4rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:1rem}.po .price{font-size:1.25rem;font-weight:700}" +
    ".po button{font:inherit;padding:.45rem .8rem;border:1px solid var(--color-text,#1a1a1a);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a);cursor:pointer}" +
    ".po .primary{background:#ff5f00;border-color:#ff5f00;color:#000}";

  var styles = kit.styles(STYLE);

  function placeholder(text) {
    if (window.customElements && window.customElements.get("movanta-skeleton")) return h("movanta-skeleton", { lines: "3", label: text });
    return h("p", {}, [text]);
  }

  function card(offer, t, money) {
    return h("li", {}, [
      h("h3", {}, [offer.model]),
      h("p", { class: "price" }, [t.perMonth.replace("{price}", money.format(offer.pricePerMonth))]),
      h("p", {}, [offer.minimumTermMonths > 1 ? t.term.replace("{months}", offer.minimumTermMonths) : t.flexible]),
      h("p", {}, [[offer.fuelType, offer.transmission, offer.vehicleType].join(" · ")]),
      h("div", {}, [h("button", { type: "button" }, [t.details]), " ", h("button", { type: "button", class: "primary" }, [t.proceed])]),
    ]);
  }

  function create(element, props) {
    styles.adopt();
    var texts = kit.textsFor(TEXTS, props);
    var t = texts.t;
    var money = new Intl.NumberFormat(props.locale, { style: "currency", currency: props.currency });
    var aborter = new AbortController();
    var body = placeholder(t.loading);
    var root = h("section", { class: "po", lang: texts.lang, dir: texts.dir, "aria-label": t.title }, [h("h2", {}, [t.title]), body]);
    kit
      .getJson(props, "/v1/rentaloffers/subscriptionoffers?market=" + encodeURIComponent(props.marketId), aborter.signal)
      .then(function (answer) {
        var offers = answer.offers || [];
        var next =
          offers.length === 0
            ? h("p", {}, [t.none])
            : h(
                "ul",
                {},
                offers.map(function (offer) {
                  return card(offer, t, money);
                }),
              );
        body.replaceWith(next);
      })
      .catch(function (error) {
        if (error.name !== "AbortError") body.replaceWith(h("p", {}, [t.failed]));
      });
    element.append(root);
    return {
      unmount: function () {
        styles.drop();
        aborter.abort();
        root.remove();
      },
    };
  }

  (window.movantaApps = window.movantaApps || []).push({ name: "plus-offer-list", create: create });
})();
