/*
 * Demo ride home app ("ride-home"): the first-ride offer in the page's currency and the ride
 * classes from the fixture API's /v1/apps/fleet/list.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      title: "Your chauffeur, on time",
      offer: "{amount} off your first ride with a voucher code",
      classes: "Ride classes",
      seats: "{count} seats",
      failed: "Ride classes could not be loaded.",
    },
    de: {
      title: "Ihr Chauffeur, pünktlich",
      offer: "{amount} Rabatt auf Ihre erste Fahrt mit einem Gutscheincode",
      classes: "Fahrzeugklassen",
      seats: "{count} Sitze",
      failed: "Fahrzeugklassen konnten nicht geladen werden.",
    },
    es: {
      title: "Su chófer, puntual",
      offer: "{amount} de descuento en su primer viaje con un código",
      classes: "Clases de vehículo",
      seats: "{count} plazas",
      failed: "No se pudieron cargar las clases de vehículo.",
    },
    fr: {
      title: "Votre chauffeur, à l'heure",
      offer: "{amount} de réduction sur votre premier trajet avec un code",
      classes: "Catégories de véhicule",
      seats: "{count} places",
      failed: "Les catégories n'ont pas pu être chargées.",
    },
  };
  var STYLE =
    ".rh{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem;padding:1rem;border-radius:8px;background:#1a1a1a;color:#fff}" +
    ".rh h2,.rh h3,.rh p{margin:0}.rh strong{color:#ffb380}.rh ul{margin:0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:.5rem}" +
    ".rh li{border:1px solid #767676;border-radius:4px;padding:.5rem .75rem}";

  var styles = kit.styles(STYLE);

  function create(element, props) {
    styles.adopt();
    var texts = kit.textsFor(TEXTS, props);
    var t = texts.t;
    // Spec: the first-ride discount is 15 in the local currency.
    var amount = new Intl.NumberFormat(props.locale, { style: "currency", currency: props.currency, maximumFractionDigits: 0 }).format(15);
    var aborter = new AbortController();
    var list = h("ul", { "aria-label": t.classes });
    var root = h("div", { class: "rh", lang: texts.lang, dir: texts.dir }, [
      h("h2", {}, [t.title]),
      h("p", {}, [h("strong", {}, [t.offer.replace("{amount}", amount)])]),
      h("h3", {}, [t.classes]),
      list,
    ]);
    kit
      .getJson(props, "/v1/apps/fleet/list?product=ride", aborter.signal)
      .then(function (answer) {
        (answer.classes || []).forEach(function (rideClass) {
          list.append(h("li", {}, [rideClass.name + " · " + t.seats.replace("{count}", rideClass.seats)]));
        });
      })
      .catch(function (error) {
        if (error.name !== "AbortError") list.replaceWith(h("p", {}, [t.failed]));
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

  (window.movantaApps = window.movantaApps || []).push({ name: "ride-home", create: create });
})();
