/*
 * Demo booking engine ("rac-search"), script 2 of 2: a search form built against the runtime-app
 * contract of docs/runtime-apps.md. Plain DOM, no framework, no HTML strings.
 */
(function () {
  "use strict";
  var STYLE =
    ".rs ul:empty{display:none}.rs p:empty{position:absolute}.rs{font-family:'Movanta Sans',system-ui,sans-serif;border:1px solid #dcdcdc;border-radius:8px;padding:1rem;display:grid;gap:.75rem}" +
    ".rs h2{margin:0;font-size:1.25rem}.rs form{display:grid;gap:.75rem;grid-template-columns:1fr;align-items:end}@media (min-width:650px){.rs form{grid-template-columns:repeat(2,1fr)}}@media (min-width:960px){.rs form{grid-template-columns:repeat(4,1fr)}}" +
    ".rs label{display:grid;gap:.25rem;font-weight:600}.rs input{font:inherit;padding:.5rem;border:1px solid #767676;border-radius:4px}" +
    ".rs button{font:inherit;font-weight:700;padding:.6rem 1rem;border:0;border-radius:4px;background:#ff5f00;color:#000;cursor:pointer}" +
    ".rs .note{margin:0;color:#545454}.rs .error{margin:0;color:#b00020}.rs ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}" +
    ".rs li{display:flex;justify-content:space-between;gap:1rem;border-top:1px solid #dcdcdc;padding-top:.5rem}";

  // The styles as a constructed stylesheet, adopted while mounted: the site's Content-Security-Policy
  // refuses a <style> element with text in it (docs/runtime-apps.md, "Styles").
  var sheet = new CSSStyleSheet();
  sheet.replaceSync(STYLE);
  var mounted = 0;
  function adoptStyles() {
    if (mounted++ === 0) document.adoptedStyleSheets = document.adoptedStyleSheets.concat(sheet);
  }
  function dropStyles() {
    if (--mounted === 0)
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter(function (s) {
        return s !== sheet;
      });
  }

  function h(tag, attrs, children) {
    var el = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      el.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) {
      el.append(child);
    });
    return el;
  }

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (_, key) {
      return String(values[key]);
    });
  }

  function isoDate(daysAhead) {
    var date = new Date(Date.now() + daysAhead * 86400000);
    return date.toISOString().slice(0, 10);
  }

  function create(element, props) {
    adoptStyles();
    var all = window.movantaRacSearchTexts || {};
    var texts = all[props.locale.slice(0, 2)] || all.en;
    // The slot option vehicleType (spec §3 codes): P cars, L vans and trucks, F other vehicles; none lists every offer.
    var vehicleType = props.options.vehicleType;
    var truckMode = vehicleType === "L";
    var t = Object.assign({}, texts, truckMode ? texts.truck : {});
    var wanted = { P: "car", L: "truck" }[vehicleType];
    var money = new Intl.NumberFormat(props.locale, { style: "currency", currency: props.currency });
    var aborter = new AbortController();
    var headers = { accept: "application/json", "accept-language": props.acceptLanguage };
    var id = "rs-" + Math.random().toString(36).slice(2, 8);

    var location = h("input", { id: id + "-loc", name: "pickup", list: id + "-stations", autocomplete: "off", required: "" });
    var stations = h("datalist", { id: id + "-stations" });
    var pickupDate = h("input", { id: id + "-from", name: "pickupDate", type: "date", value: isoDate(1), min: isoDate(0) });
    var returnDate = h("input", { id: id + "-to", name: "returnDate", type: "date", value: isoDate(4), min: isoDate(0) });
    var message = h("p", { class: "error", role: "alert" });
    var status = h("p", { class: "note", role: "status" });
    var results = h("ul", { "aria-label": t.title });
    var form = h("form", { novalidate: "" }, [
      h("label", { for: location.id }, [t.pickup, location, stations]),
      h("label", { for: pickupDate.id }, [t.pickupDate, pickupDate]),
      h("label", { for: returnDate.id }, [t.returnDate, returnDate]),
      h("button", { type: "submit" }, [t.search]),
    ]);
    var root = h("div", { class: "rs", "data-currency": props.currency, "data-vehicle-type": vehicleType || "", lang: props.locale }, [
      h("h2", {}, [t.title]),
      h("p", { class: "note" }, [
        fill(t.pricesIn, { currency: props.currency }) + " · " + fill(t.from, { price: money.format(truckMode ? 89 : 39) }),
      ]),
      form,
      message,
      status,
      results,
    ]);

    function getJson(path) {
      return fetch(props.apiBase + path, { headers: headers, signal: aborter.signal }).then(function (response) {
        if (!response.ok) throw new Error("HTTP " + response.status);
        return response.json();
      });
    }

    // The market id starts with its country's code (`de`, `ch-fr`); options.pickupBranchId is the
    // branch a link preselected (the branch finder's "Book here", docs/runtime-apps.md).
    var country = props.marketId.slice(0, 2).toUpperCase();
    var preselected = props.options.pickupBranchId;
    getJson("/v1/branch/next/stations?country=" + encodeURIComponent(country))
      .then(function (answer) {
        (answer.stations || []).forEach(function (station) {
          stations.append(h("option", { value: station.name }));
          if (station.id === preselected && !location.value) location.value = station.name;
        });
      })
      .catch(function () {
        // Suggestions are a convenience; the form works without them.
      });

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      message.textContent = "";
      if (!location.value.trim()) {
        message.textContent = t.required;
        location.focus();
        return;
      }
      if (returnDate.value <= pickupDate.value) {
        message.textContent = t.dateOrder;
        returnDate.focus();
        return;
      }
      status.textContent = t.searching;
      results.replaceChildren();
      getJson("/v1/rentaloffers/offers?pickup=" + encodeURIComponent(location.value) + "&currency=" + props.currency)
        .then(function (answer) {
          var offers = (answer.offers || []).filter(function (offer) {
            if (!vehicleType) return true;
            return wanted ? offer.vehicleType === wanted : offer.vehicleType !== "car" && offer.vehicleType !== "truck";
          });
          status.textContent = fill(t.results, { count: offers.length });
          offers.forEach(function (offer) {
            results.append(
              h("li", {}, [
                h("span", {}, [offer.exampleModel + " " + t.orSimilar]),
                h("strong", {}, [fill(t.perDay, { price: money.format(offer.pricePerDay) })]),
              ]),
            );
          });
        })
        .catch(function (error) {
          if (error.name !== "AbortError") status.textContent = t.failed;
        });
    });

    element.append(root);
    return {
      unmount: function () {
        dropStyles();
        aborter.abort();
        root.remove();
      },
    };
  }

  (window.movantaApps = window.movantaApps || []).push({ name: "rac-search", create: create });
})();
