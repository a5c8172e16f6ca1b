/*
 * Demo offer details ("digital-checkout-extras"), step 3 of the booking journey (docs/runtime-apps.md,
 * "The booking journey"): the chosen offer's details and extras (GET /v1/rentalconfigurations), the
 * total as extras are ticked; "Continue" opens the driver's step with the choices in its address.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      title: "Details and extras",
      noOffer: "No car chosen yet.",
      toOffers: "Back to the offers",
      seats: "{seats} seats",
      manual: "manual",
      automatic: "automatic",
      extras: "Extras",
      perDay: "{price} a day",
      total: "Total for {days} days: {price}",
      next: "Continue to the driver's details",
      gone: "This offer is no longer available.",
      loading: "Loading the offer…",
      failed: "The offer could not be loaded. Please try again.",
    },
    de: {
      title: "Details und Extras",
      noOffer: "Noch kein Fahrzeug gewählt.",
      toOffers: "Zurück zu den Angeboten",
      seats: "{seats} Sitze",
      manual: "Schaltgetriebe",
      automatic: "Automatik",
      extras: "Extras",
      perDay: "{price} pro Tag",
      total: "Gesamt für {days} Tage: {price}",
      next: "Weiter zu den Fahrerdaten",
      gone: "Dieses Angebot ist nicht mehr verfügbar.",
      loading: "Angebot wird geladen…",
      failed: "Das Angebot konnte nicht geladen werden. Bitte versuchen Sie es erneut.",
    },
  };
  var STYLE =
    ".dce p:empty{display:none}.dce{font-family:'Movanta Sans',system-ui,sans-serif;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:1rem;display:grid;gap:.75rem}" +
    ".dce h2{margin:0;font-size:1.25rem}.dce .note{margin:0;color:var(--color-muted,#545454)}.dce .alert{margin:0;font-weight:600;color:var(--color-danger,#b00020)}.dce .total{margin:0;font-weight:700}" +
    ".dce fieldset{margin:0;border:1px solid var(--color-border,#dcdcdc);border-radius:4px;padding:.5rem .75rem;display:grid;gap:.5rem}.dce legend{font-weight:600;padding:0 .25rem}" +
    ".dce label{display:flex;gap:.5rem;align-items:center}.dce input{width:1.25rem;height:1.25rem;accent-color:#ff5f00}.dce .row{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;justify-content:space-between}" +
    ".dce a{color:inherit}.dce button{font:inherit;font-weight:700;padding:.6rem 1rem;border:0;border-radius:4px;background:#ff5f00;color:#000;cursor:pointer}";

  var styles = kit.styles(STYLE);

  function create(element, props) {
    var o = props.options;
    var app = kit.open(element, props, {
      styles: styles,
      texts: TEXTS,
      className: "dce",
      children: function (t) {
        return [h("h2", {}, [t.title])];
      },
    });
    var t = app.t;
    var root = app.root;
    var handle = app.handle;

    var search = kit.journeySearch(o);
    var toOffers = h("a", { href: (o.offersUrl || "/") + "?" + search.toString() }, [t.toOffers]);
    if (!o.offerId || !o.pickupAt || !o.returnAt) {
      root.append(h("p", { class: "note" }, [t.noOffer]), toOffers);
      return handle;
    }

    var days = kit.rentalDays(o.pickupAt, o.returnAt);
    var chosen = (o.extras || "").split(",");
    var status = h("p", { class: "note", role: "status" }, [t.loading]);
    root.append(status);
    var query = "?offerId=" + encodeURIComponent(o.offerId) + "&currency=" + encodeURIComponent(o.currency || props.currency);
    fetch(props.apiBase + "/v1/rentalconfigurations" + query, {
      headers: { accept: "application/json", "accept-language": props.acceptLanguage },
      signal: app.signal,
    })
      .then(function (response) {
        if (response.status === 404 || response.status === 410) {
          // Gone since the list was shown: say so, and lead back to the list, which says it again.
          status.textContent = "";
          var back = new URLSearchParams(search);
          back.set("notice", "gone");
          toOffers.setAttribute("href", o.offersUrl + "?" + back.toString());
          root.append(h("p", { class: "alert", role: "alert" }, [t.gone]), toOffers);
          return;
        }
        if (!response.ok) throw new Error("HTTP " + response.status);
        return response.json().then(show);
      })
      .catch(function (error) {
        if (error.name !== "AbortError") status.textContent = t.failed;
      });

    function show(answer) {
      var money = new Intl.NumberFormat(props.locale, { style: "currency", currency: answer.currency, numberingSystem: "latn" });
      var offer = answer.offer;
      status.textContent = "";
      var boxes = answer.extras.map(function (extra) {
        var box = h("input", { type: "checkbox", name: "extra", value: extra.id });
        box.checked = chosen.indexOf(extra.id) >= 0;
        box.addEventListener("change", update);
        return { box: box, extra: extra };
      });
      var total = h("p", { class: "total", "aria-live": "polite" });
      var next = h("button", { type: "button" }, [t.next]);
      root.append(
        h("p", {}, [
          h("strong", {}, [offer.exampleModel]),
          " · " +
            kit.fill(t.seats, { seats: offer.seats }) +
            " · " +
            t[offer.transmission] +
            " · " +
            kit.fill(t.perDay, { price: money.format(offer.pricePerDay) }),
        ]),
        h(
          "fieldset",
          {},
          [h("legend", {}, [t.extras])].concat(
            boxes.map(function (entry) {
              return h("label", {}, [
                entry.box,
                entry.extra.name + " · " + kit.fill(t.perDay, { price: money.format(entry.extra.pricePerDay) }),
              ]);
            }),
          ),
        ),
        total,
        h("div", { class: "row" }, [toOffers, next]),
      );
      update();
      next.addEventListener("click", function () {
        var picked = ticked();
        // The ticks stay in this page's address (the back button comes back to them) and go on in the next one's.
        var here = new URL(window.location.href);
        if (picked.length > 0) here.searchParams.set("extras", picked.join(","));
        else here.searchParams.delete("extras");
        window.history.replaceState(window.history.state, "", here.href);
        var onward = new URLSearchParams(search);
        onward.set("offer", offer.id);
        if (picked.length > 0) onward.set("extras", picked.join(","));
        window.location.assign(o.driverUrl + "?" + onward.toString());
      });

      function ticked() {
        return boxes
          .filter(function (entry) {
            return entry.box.checked;
          })
          .map(function (entry) {
            return entry.extra.id;
          });
      }

      function update() {
        var perDay = boxes.reduce(function (sum, entry) {
          return sum + (entry.box.checked ? entry.extra.pricePerDay : 0);
        }, offer.pricePerDay);
        total.textContent = kit.fill(t.total, { days: days, price: money.format(perDay * days) });
      }
    }

    return handle;
  }

  (window.movantaApps = window.movantaApps || []).push({ name: "digital-checkout-extras", create: create });
})();
