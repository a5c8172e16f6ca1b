/*
 * Demo booking engine ("rac-search"), script 2 of 2: a search form built against the runtime-app
 * contract of docs/runtime-apps.md. Plain DOM, no framework, no HTML strings.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var STYLE =
    ".rs ul:empty{display:none}.rs p:empty{position:absolute}.rs{font-family:'Movanta Sans',system-ui,sans-serif;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:1rem;display:grid;gap:.5rem}" +
    ".rs h2{margin:0;font-size:1.25rem}.rs form{display:grid;gap:.75rem;grid-template-columns:1fr;align-items:end}@media (min-width:650px){.rs form{grid-template-columns:repeat(2,1fr)}}@media (min-width:960px){.rs form{grid-template-columns:minmax(0,1fr) minmax(0,1.25fr) minmax(0,1.25fr) auto}}" +
    ".rs label{display:grid;gap:.25rem;font-weight:600}.rs input,.rs select{font:inherit;padding:.5rem;border:1px solid var(--color-control,#767676);border-radius:4px;min-width:0;background:var(--color-background,#fff);color:inherit}" +
    // A date and its time share one cell under the date's label (the time's own label is for screen readers), so the
    // form keeps its four cells and its height; the currency picker sits beside the title.
    ".rs .pair{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:.25rem .5rem;align-items:end}.rs .pair>label:first-child{display:block;grid-column:1/-1}" +
    ".rs .pair input{width:100%;box-sizing:border-box}.rs .vh{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}" +
    ".rs .top{display:flex;justify-content:space-between;align-items:center;gap:.75rem}.rs .top h2{min-width:0}.rs .cur{flex:none}.rs .cur{display:flex;align-items:center;gap:.5rem;font-size:.875rem}.rs .cur select{padding:.25rem .5rem}" +
    // On a phone the picker's word is for screen readers only, so the title keeps one line.
    "@media (max-width:649.98px){.rs .cl{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}}" +
    ".rs button{font:inherit;font-weight:700;padding:.6rem 1rem;border:0;border-radius:4px;background:#ff5f00;color:#000;cursor:pointer}" +
    ".rs .note{margin:0;color:var(--color-muted,#545454)}.rs .error{margin:0;color:var(--color-danger,#b00020)}.rs ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}" +
    ".rs li{display:flex;justify-content:space-between;gap:1rem;border-top:1px solid var(--color-border,#dcdcdc);padding-top:.5rem}";

  var styles = kit.styles(STYLE);

  // A time of day as "HH:MM", the value of a time option.
  function hhmm(time) {
    return String(time.hour).padStart(2, "0") + ":" + String(time.minute).padStart(2, "0");
  }

  // The times a visitor can pick, every half hour plus the market's initial ones, each labelled in the
  // market's clock (props.timeFormat: "hh:mm a" is 12-hour, "HH:mm" 24-hour), the initial one selected.
  function timeSelect(id, props, initial) {
    var clock = { hour: "2-digit", minute: "2-digit", timeZone: "UTC" };
    if (props.timeFormat) clock.hour12 = props.timeFormat === "hh:mm a";
    var label = new Intl.DateTimeFormat(props.locale, Object.assign({ numberingSystem: "latn" }, clock));
    var times = [];
    for (var minutes = 0; minutes < 1440; minutes += 30) times.push({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
    if (initial && initial.minute % 30 !== 0) times.push(initial);
    times.sort(function (a, b) {
      return a.hour * 60 + a.minute - (b.hour * 60 + b.minute);
    });
    var select = h("select", { id: id });
    times.forEach(function (time) {
      var option = h("option", { value: hhmm(time) }, [label.format(new Date(Date.UTC(2000, 0, 1, time.hour, time.minute)))]);
      select.append(option);
    });
    if (initial) select.value = hhmm(initial);
    return select;
  }

  // A YYYY-MM-DD date written in the page's numeric pattern (props.dateFormat, e.g. "DD.MM.YYYY"): the date
  // input shows the browser's own format, the search summary the one the site writes everywhere.
  function written(iso, pattern) {
    var part = iso.split("-");
    return (pattern || "YYYY-MM-DD").replace("DD", part[2]).replace("MM", part[1]).replace("YYYY", part[0]);
  }

  function isoDate(daysAhead) {
    var date = new Date(Date.now() + daysAhead * 86400000);
    return date.toISOString().slice(0, 10);
  }

  function create(element, props) {
    styles.adopt();
    var chosen = kit.textsFor(window.movantaRacSearchTexts || {}, props);
    var texts = chosen.t;
    // The slot option vehicleType (spec §3 codes): P cars, L vans and trucks, F other vehicles; none lists every offer.
    var vehicleType = props.options.vehicleType;
    var truckMode = vehicleType === "L";
    var t = Object.assign({}, texts, truckMode ? texts.truck : {});
    var money = new Intl.NumberFormat(props.locale, { style: "currency", currency: props.currency, numberingSystem: "latn" });
    var aborter = new AbortController();
    var headers = { accept: "application/json", "accept-language": props.acceptLanguage };
    var id = "rs-" + Math.random().toString(36).slice(2, 8);

    var location = h("input", { id: id + "-loc", name: "pickup", list: id + "-stations", autocomplete: "off", required: "" });
    var stations = h("datalist", { id: id + "-stations" });
    var pickupDate = h("input", { id: id + "-from", name: "pickupDate", type: "date", value: isoDate(1), min: isoDate(0) });
    var returnDate = h("input", { id: id + "-to", name: "returnDate", type: "date", value: isoDate(4), min: isoDate(0) });
    // props.initialDate and props.currencies come to the apps that book (docs/runtime-apps.md); without
    // them the times start at the first option and the market's currency is the only one.
    var initial = props.initialDate || {};
    var pickupTime = timeSelect(id + "-from-time", props, initial.pickup);
    var returnTime = timeSelect(id + "-to-time", props, initial["return"]);
    var currency = h("select", { id: id + "-currency", name: "currency" });
    (props.currencies || [props.currency]).forEach(function (code) {
      currency.append(h("option", { value: code }, [code]));
    });
    currency.value = props.currency;
    var message = h("p", { class: "error", role: "alert" });
    var status = h("p", { class: "note", role: "status" });
    var results = h("ul", { "aria-label": t.title });
    var form = h("form", { novalidate: "" }, [
      h("label", { for: location.id }, [t.pickup, location, stations]),
      h("div", { class: "pair" }, [
        h("label", { for: pickupDate.id }, [t.pickupDate]),
        pickupDate,
        h("label", { for: pickupTime.id, class: "vh" }, [t.pickupTime]),
        pickupTime,
      ]),
      h("div", { class: "pair" }, [
        h("label", { for: returnDate.id }, [t.returnDate]),
        returnDate,
        h("label", { for: returnTime.id, class: "vh" }, [t.returnTime]),
        returnTime,
      ]),
      h("button", { type: "submit" }, [t.search]),
    ]);
    // The teaser quotes a price in the market's currency (the picker beside the title names it); once the
    // visitor picks another currency, the line names that one instead of showing the price in it.
    var teaser = kit.fill(t.from, { price: money.format(truckMode ? 89 : 39) });
    var note = h("p", { class: "note" }, [teaser]);
    currency.addEventListener("change", function () {
      note.textContent = currency.value === props.currency ? teaser : kit.fill(t.pricesIn, { currency: currency.value });
    });
    var root = h(
      "div",
      { class: "rs", "data-currency": props.currency, "data-vehicle-type": vehicleType || "", lang: chosen.lang, dir: chosen.dir },
      [
        h("div", { class: "top" }, [
          h("h2", {}, [t.title]),
          h("label", { for: currency.id, class: "cur" }, [h("span", { class: "cl" }, [t.currency]), currency]),
        ]),
        note,
        form,
        message,
        status,
        results,
      ],
    );

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
    // A search the address hands back (the booking journey's back button, docs/runtime-apps.md) fills the form as it was left.
    var given = props.options;
    if (given.pickup) location.value = given.pickup;
    [
      [given.pickupAt, pickupDate, pickupTime],
      [given.returnAt, returnDate, returnTime],
    ].forEach(function (entry) {
      if (!entry[0]) return;
      entry[1].value = entry[0].slice(0, 10);
      entry[2].value = entry[0].slice(11);
    });
    if (given.currency && (props.currencies || []).indexOf(given.currency) >= 0) currency.value = given.currency;
    if (given.currency) currency.dispatchEvent(new Event("change"));

    // Places matching what the visitor types, as suggestions of the pickup field, once two characters are there.
    var suggestTimer;
    location.addEventListener("input", function () {
      clearTimeout(suggestTimer);
      var typed = location.value.trim();
      if (typed.length < 2) return;
      suggestTimer = setTimeout(function () {
        getJson("/v1/branch/next/stations/geosuggest?query=" + encodeURIComponent(typed) + "&country=" + encodeURIComponent(country))
          .then(function (answer) {
            stations.replaceChildren.apply(
              stations,
              (answer.suggestions || []).map(function (place) {
                return h("option", { value: place.name, label: place.kind === "city" ? place.name : place.city });
              }),
            );
          })
          .catch(function () {
            // Suggestions are a convenience; the form works without them.
          });
      }, 200);
    });
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
      if (props.options.offersUrl) {
        openOffers();
        return;
      }
      status.textContent = t.searching;
      results.replaceChildren();
      getJson("/v1/rentaloffers/offers?pickup=" + encodeURIComponent(location.value) + "&currency=" + encodeURIComponent(currency.value))
        .then(function (answer) {
          // Prices in the currency the answer names, never relabelled as another.
          var priced = new Intl.NumberFormat(props.locale, { style: "currency", currency: answer.currency, numberingSystem: "latn" });
          var offers = (answer.offers || []).filter(function (offer) {
            if (!vehicleType) return true;
            return offer.vehicleType === vehicleType;
          });
          var period = written(pickupDate.value, props.dateFormat) + " – " + written(returnDate.value, props.dateFormat);
          status.textContent = kit.fill(t.results, { count: offers.length }) + ", " + period;
          offers.forEach(function (offer) {
            results.append(
              h("li", {}, [
                h("span", {}, [offer.exampleModel + " " + t.orSimilar]),
                h("strong", {}, [kit.fill(t.perDay, { price: priced.format(offer.pricePerDay) })]),
              ]),
            );
          });
        })
        .catch(function (error) {
          if (error.name !== "AbortError") status.textContent = t.failed;
        });
    });

    // The journey's next step is a page of its own: the search goes there in its address, and this page's
    // address keeps it too, so the back button finds the form as the visitor left it.
    function openOffers() {
      var search = new URLSearchParams({
        pickup: location.value.trim(),
        from: pickupDate.value + "T" + pickupTime.value,
        to: returnDate.value + "T" + returnTime.value,
        currency: currency.value,
      });
      if (vehicleType) search.set("type", vehicleType);
      var here = new URL(window.location.href);
      search.forEach(function (value, key) {
        here.searchParams.set(key, value);
      });
      window.history.replaceState(window.history.state, "", here.href);
      window.location.assign(props.options.offersUrl + "?" + search.toString());
    }

    element.append(root);
    return {
      unmount: function () {
        clearTimeout(suggestTimer);
        styles.drop();
        aborter.abort();
        root.remove();
      },
    };
  }

  (window.movantaApps = window.movantaApps || []).push({ name: "rac-search", create: create });
})();
