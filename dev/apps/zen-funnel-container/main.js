/*
 * Demo booking funnel ("zen-funnel-container"): the first funnel step, choosing a car from the
 * fixture API's offers, priced in the page's currency.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      title: "Choose your car",
      step: "Step 1 of 3",
      perDay: "{price} a day",
      choose: "Choose",
      chosen: "Chosen: {car}",
      failed: "Offers could not be loaded.",
    },
    de: {
      title: "Wählen Sie Ihr Auto",
      step: "Schritt 1 von 3",
      perDay: "{price} pro Tag",
      choose: "Auswählen",
      chosen: "Ausgewählt: {car}",
      failed: "Angebote konnten nicht geladen werden.",
    },
    es: {
      title: "Elija su coche",
      step: "Paso 1 de 3",
      perDay: "{price} al día",
      choose: "Elegir",
      chosen: "Elegido: {car}",
      failed: "No se pudieron cargar las ofertas.",
    },
    fr: {
      title: "Choisissez votre voiture",
      step: "Étape 1 sur 3",
      perDay: "{price} par jour",
      choose: "Choisir",
      chosen: "Choisi : {car}",
      failed: "Les offres n'ont pas pu être chargées.",
    },
  };
  var STYLE =
    ".zf ul:empty{display:none}.zf p:empty{position:absolute}.zf{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem}.zf h2,.zf p{margin:0}.zf ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}" +
    ".zf li{display:flex;justify-content:space-between;align-items:center;gap:1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:.75rem 1rem}" +
    ".zf button{font:inherit;padding:.45rem .8rem;border:0;border-radius:4px;background:#ff5f00;color:#000}";

  var styles = kit.styles(STYLE);

  function create(element, props) {
    styles.adopt();
    var texts = kit.textsFor(TEXTS, props);
    var t = texts.t;
    var aborter = new AbortController();
    var list = h("ul", { "aria-label": t.title });
    var status = h("p", { role: "status" });
    var root = h("div", { class: "zf", lang: texts.lang, dir: texts.dir }, [h("p", {}, [t.step]), h("h2", {}, [t.title]), list, status]);
    kit
      .getJson(props, "/v1/rentaloffers/offers?currency=" + encodeURIComponent(props.currency), aborter.signal)
      .then(function (answer) {
        // Prices in the currency the answer names, never relabelled as another.
        var money = new Intl.NumberFormat(props.locale, { style: "currency", currency: answer.currency });
        (answer.offers || []).forEach(function (offer) {
          var button = h("button", { type: "button" }, [t.choose]);
          button.addEventListener("click", function () {
            status.textContent = t.chosen.replace("{car}", offer.exampleModel);
          });
          list.append(
            h("li", {}, [
              h("span", {}, [offer.exampleModel + " · " + t.perDay.replace("{price}", money.format(offer.pricePerDay))]),
              button,
            ]),
          );
        });
      })
      .catch(function (error) {
        if (error.name !== "AbortError") status.textContent = t.failed;
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

  (window.movantaApps = window.movantaApps || []).push({ name: "zen-funnel-container", create: create });
})();
