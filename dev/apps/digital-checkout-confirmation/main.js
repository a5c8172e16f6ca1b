/*
 * Demo confirmation ("digital-checkout-confirmation"), step 5 of the booking journey (docs/runtime-apps.md,
 * "The booking journey"): the reservation its address names, read back by its activities
 * (GET /v1/reservationactivities/reservation/{id}): the reservation number and what happened, in the
 * page's date pattern and the market's clock.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      title: "Your reservation",
      number: "Reservation number",
      activities: "What happened",
      created: "Reservation created",
      extrasAdded: "Extras added",
      confirmationSent: "Confirmation sent by email",
      none: "No reservation to show.",
      toSearch: "Search for a car",
      loading: "Loading your reservation…",
      failed: "Your reservation could not be loaded. Please try again.",
    },
    de: {
      title: "Ihre Reservierung",
      number: "Reservierungsnummer",
      activities: "Was passiert ist",
      created: "Reservierung angelegt",
      extrasAdded: "Extras hinzugefügt",
      confirmationSent: "Bestätigung per E-Mail gesendet",
      none: "Keine Reservierung zum Anzeigen.",
      toSearch: "Auto suchen",
      loading: "Ihre Reservierung wird geladen…",
      failed: "Ihre Reservierung konnte nicht geladen werden. Bitte versuchen Sie es erneut.",
    },
  };
  var STYLE =
    ".dcc p:empty{display:none}.dcc{font-family:'Movanta Sans',system-ui,sans-serif;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:1rem;display:grid;gap:.75rem}" +
    ".dcc h2{margin:0;font-size:1.25rem}.dcc h3{margin:0;font-size:1rem}.dcc .note{margin:0;color:var(--color-muted,#545454)}.dcc dl{margin:0}.dcc dd{margin:0;font-size:1.5rem;font-weight:700;letter-spacing:.05em}" +
    ".dcc ol{margin:0;padding-inline-start:1.25rem;display:grid;gap:.25rem}.dcc time{color:var(--color-muted,#545454)}.dcc a{color:inherit}";

  var styles = kit.styles(STYLE);

  function create(element, props) {
    var o = props.options;
    var app = kit.open(element, props, {
      styles: styles,
      texts: TEXTS,
      className: "dcc",
      children: function (t) {
        return [h("h2", {}, [t.title])];
      },
    });
    var t = app.t;
    var root = app.root;
    var handle = app.handle;
    if (!o.reservationId) {
      root.append(h("p", { class: "note" }, [t.none]), h("a", { href: o.searchUrl || "/" }, [t.toSearch]));
      return handle;
    }

    var status = h("p", { class: "note", role: "status" }, [t.loading]);
    root.append(status);
    kit
      .getJson(props, "/v1/reservationactivities/reservation/" + encodeURIComponent(o.reservationId), app.signal)
      .then(function (answer) {
        status.textContent = "";
        var known = answer.activities.filter(function (activity) {
          return t[activity.type];
        });
        root.append(
          h("dl", {}, [h("dt", {}, [t.number]), h("dd", {}, [answer.reservationNumber])]),
          h("h3", {}, [t.activities]),
          h(
            "ol",
            {},
            known.map(function (activity) {
              return h("li", {}, [t[activity.type] + " · ", h("time", { datetime: activity.at }, [kit.moment(activity.at, props)])]);
            }),
          ),
        );
      })
      .catch(function (error) {
        if (error.name !== "AbortError") status.textContent = t.failed;
      });

    return handle;
  }

  (window.movantaApps = window.movantaApps || []).push({ name: "digital-checkout-confirmation", create: create });
})();
