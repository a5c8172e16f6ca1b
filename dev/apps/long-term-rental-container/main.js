/*
 * Demo long-term rental container ("long-term-rental-container"): the customer's contract, and
 * links to its two steps (mileage update, vehicle acceptance), which hand back through the hash;
 * and the branches with the most long-term cars in the market's country (GET /v1/apps/fleet/locations).
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      contract: "Contract {id}",
      car: "Compact hatchback, 12 months",
      monthly: "{price} a month",
      mileage: "Report mileage",
      accept: "Accept the vehicle",
      reported: "Mileage reported: {km}",
      accepted: "Vehicle accepted. Have a good trip!",
      fleetLoading: "Looking for branches with long-term cars…",
      fleet: "Long-term cars at: {branches}",
      fleetBranch: "{name} ({cars})",
      carsOne: "{n} car",
      carsOther: "{n} cars",
      fleetNone: "No branch has long-term cars right now.",
      fleetFailed: "The branches could not be loaded.",
      retry: "Try again",
    },
    de: {
      contract: "Vertrag {id}",
      car: "Kompaktwagen, 12 Monate",
      monthly: "{price} pro Monat",
      mileage: "Kilometerstand melden",
      accept: "Fahrzeug übernehmen",
      reported: "Kilometerstand gemeldet: {km}",
      accepted: "Fahrzeug übernommen. Gute Fahrt!",
      fleetLoading: "Filialen mit Langzeitmiet-Autos werden gesucht…",
      fleet: "Langzeitmiet-Autos in: {branches}",
      fleetBranch: "{name} ({cars})",
      carsOne: "{n} Auto",
      carsOther: "{n} Autos",
      fleetNone: "Gerade hat keine Filiale Langzeitmiet-Autos.",
      fleetFailed: "Die Filialen konnten nicht geladen werden.",
      retry: "Erneut versuchen",
    },
  };
  var CONTRACT = "LTR-2026-0042";

  // The branches of the market's country with the most cars for the product (GET /v1/apps/fleet/locations).
  var SHOWN_BRANCHES = 3;

  /** Where the customer's next long-term car can come from: loading, the branches, none, or a failure with a retry. */
  function fleetLine(t, props, signal) {
    var line = h("p", { class: "note", "aria-live": "polite" });
    var plural = new Intl.PluralRules(props.locale);
    var count = new Intl.NumberFormat(props.locale);
    function load() {
      // Focus stays with the retry button only when the visitor pressed it.
      var retried = line.contains(document.activeElement);
      line.replaceChildren(t.fleetLoading);
      var query = "?country=" + encodeURIComponent(props.country.alpha2) + "&product=car";
      kit
        .callApi(props, "/v1/apps/fleet/locations" + query, null, signal)
        .then(function (answer) {
          // A country without vehicles is answered 404: for the customer it is the same as none.
          var locations = answer.status === 404 ? [] : answer.status === 200 ? answer.body.locations : null;
          if (!Array.isArray(locations)) throw new Error("HTTP " + answer.status);
          var most = locations
            .filter(function (place) {
              return place.vehicles > 0;
            })
            .sort(function (a, b) {
              return b.vehicles - a.vehicles;
            })
            .slice(0, SHOWN_BRANCHES);
          if (!most.length) return line.replaceChildren(t.fleetNone);
          var names = most.map(function (place) {
            var cars = plural.select(place.vehicles) === "one" ? t.carsOne : t.carsOther;
            return kit.fill(t.fleetBranch, { name: place.name, cars: kit.fill(cars, { n: count.format(place.vehicles) }) });
          });
          line.replaceChildren(kit.fill(t.fleet, { branches: names.join(", ") }));
        })
        .catch(function (failure) {
          if (failure.name === "AbortError") return;
          var retry = h("button", { type: "button", class: "retry" }, [t.retry]);
          retry.addEventListener("click", load);
          line.replaceChildren(h("span", { class: "error" }, [t.fleetFailed]), " ", retry);
          if (retried) retry.focus({ preventScroll: true });
        });
    }
    load();
    return line;
  }

  function render(root, t, props, signal) {
    var given = kit.handedOver();
    var money = new Intl.NumberFormat(props.locale, { style: "currency", currency: props.currency });
    var mileage = /^\d{1,7}$/.test(given.get("mileage") || "") ? Number(given.get("mileage")) : undefined;
    var km = new Intl.NumberFormat(props.locale, { style: "unit", unit: "kilometer" });
    root.append(
      h("h3", {}, [t.contract.replace("{id}", CONTRACT)]),
      h("p", {}, [t.car + " · " + t.monthly.replace("{price}", money.format(599))]),
      fleetLine(t, props, signal),
      h("p", { role: "status" }, [
        mileage !== undefined ? t.reported.replace("{km}", km.format(mileage)) : given.get("accepted") === "1" ? t.accepted : "",
      ]),
      h("ul", {}, [
        h("li", {}, [h("a", { href: kit.routeTo("#/mileage-update", { contract: CONTRACT }) }, [t.mileage])]),
        h("li", {}, [h("a", { href: kit.routeTo("#/user-acceptance", { contract: CONTRACT }) }, [t.accept])]),
      ]),
    );
  }

  kit.app("long-term-rental-container", { texts: TEXTS, className: "lc", render: render });
})();
