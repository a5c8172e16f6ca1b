/*
 * Demo offer list ("digital-checkout-offers"), step 2 of the booking journey (docs/runtime-apps.md,
 * "The booking journey"): the offers of the search its options carry, each priced per day and for the
 * whole rental; "Select" opens the details step with the search and the offer in its address.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      title: "Choose your car",
      noSearch: "Start with a search: where and when do you need a car?",
      toSearch: "Search for a car",
      change: "Change search",
      orSimilar: "or similar",
      perDay: "{price} a day",
      total: "{price} for {days} days",
      select: "Select",
      selectOffer: "Select {model}",
      chosen: "Your choice",
      gone: "The car you chose is no longer available. Please choose another one.",
      loading: "Loading offers…",
      failed: "Offers could not be loaded. Please try again.",
    },
    de: {
      title: "Wählen Sie Ihr Fahrzeug",
      noSearch: "Beginnen Sie mit einer Suche: Wo und wann brauchen Sie ein Auto?",
      toSearch: "Auto suchen",
      change: "Suche ändern",
      orSimilar: "oder ähnlich",
      perDay: "{price} pro Tag",
      total: "{price} für {days} Tage",
      select: "Auswählen",
      selectOffer: "{model} auswählen",
      chosen: "Ihre Wahl",
      gone: "Das gewählte Fahrzeug ist nicht mehr verfügbar. Bitte wählen Sie ein anderes.",
      loading: "Angebote werden geladen…",
      failed: "Die Angebote konnten nicht geladen werden. Bitte versuchen Sie es erneut.",
    },
  };
  var STYLE =
    ".dco p:empty{display:none}.dco{font-family:'Movanta Sans',system-ui,sans-serif;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:1rem;display:grid;gap:.75rem}" +
    ".dco h2{margin:0;font-size:1.25rem}.dco .note{margin:0;color:var(--color-muted,#545454)}.dco .alert{margin:0;font-weight:600;color:var(--color-danger,#b00020)}" +
    ".dco ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}.dco li{display:grid;grid-template-columns:1fr auto;gap:.25rem 1rem;align-items:center;border-top:1px solid var(--color-border,#dcdcdc);padding-top:.5rem}" +
    ".dco .price{display:grid;text-align:end}.dco .tag{font-size:.875rem;font-weight:600}" +
    ".dco a{color:inherit}.dco button{font:inherit;font-weight:700;padding:.5rem 1rem;border:0;border-radius:4px;background:#ff5f00;color:#000;cursor:pointer}";

  var styles = kit.styles(STYLE);

  function create(element, props) {
    var o = props.options;
    var app = kit.open(element, props, {
      styles: styles,
      texts: TEXTS,
      className: "dco",
      children: function (t) {
        return [h("h2", { tabindex: "-1" }, [t.title])];
      },
    });
    var t = app.t;
    var root = app.root;
    var handle = app.handle;

    var search = kit.journeySearch(o);
    if (!o.pickup || !o.pickupAt || !o.returnAt) {
      root.append(h("p", { class: "note" }, [t.noSearch]), h("a", { href: o.searchUrl || "/" }, [t.toSearch]));
      return handle;
    }

    var currency = o.currency || props.currency;
    var days = kit.rentalDays(o.pickupAt, o.returnAt);
    var summary = o.pickup + " · " + kit.when(o.pickupAt, props) + " – " + kit.when(o.returnAt, props) + " · ";
    root.append(
      h("p", { class: "note" }, [summary, h("a", { href: (o.searchUrl || "/") + "?" + search.toString() }, [t.change])]),
      h("p", { class: "alert", role: "alert" }, [o.notice === "gone" ? t.gone : ""]),
    );
    var status = h("p", { class: "note", role: "status" }, [t.loading]);
    var list = h("ul", { "aria-label": t.title });
    root.append(status, list);

    kit
      .getJson(props, "/v1/rentaloffers/offers?currency=" + encodeURIComponent(currency), app.signal)
      .then(function (answer) {
        var money = new Intl.NumberFormat(props.locale, { style: "currency", currency: answer.currency, numberingSystem: "latn" });
        status.textContent = "";
        (answer.offers || [])
          .filter(function (offer) {
            return !o.vehicleType || offer.vehicleType === o.vehicleType;
          })
          .forEach(function (offer) {
            var button = h("button", { type: "button", "aria-label": kit.fill(t.selectOffer, { model: offer.exampleModel }) }, [t.select]);
            button.addEventListener("click", function () {
              choose(offer.id);
            });
            var chosen = offer.id === o.offerId;
            list.append(
              h("li", chosen ? { "data-chosen": "" } : {}, [
                h("span", {}, [
                  h("strong", {}, [offer.exampleModel]),
                  " " + t.orSimilar,
                  chosen ? h("span", { class: "tag" }, [" · " + t.chosen]) : "",
                ]),
                button,
                h("span", { class: "price" }, [
                  kit.fill(t.perDay, { price: money.format(offer.pricePerDay) }) +
                    " · " +
                    kit.fill(t.total, { price: money.format(offer.pricePerDay * days), days: days }),
                ]),
              ]),
            );
          });
      })
      .catch(function (error) {
        if (error.name !== "AbortError") status.textContent = t.failed;
      });

    // The choice stays in this page's address (the back button comes back to it) and goes on in the next one's.
    function choose(offerId) {
      var here = new URL(window.location.href);
      here.searchParams.set("offer", offerId);
      here.searchParams.delete("notice");
      window.history.replaceState(window.history.state, "", here.href);
      var next = new URLSearchParams(search);
      next.set("offer", offerId);
      window.location.assign(o.extrasUrl + "?" + next.toString());
    }

    return handle;
  }

  (window.movantaApps = window.movantaApps || []).push({ name: "digital-checkout-offers", create: create });
})();
