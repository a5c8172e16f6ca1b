/*
 * Demo zen confirmation ("zen-confirmation"): the reservation the checkout created, read back by
 * its activities (GET /v1/reservationactivities/reservation/{id}): its number and what happened, in
 * the page's date pattern and the market's clock.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      done: "Thank you, your car is booked.",
      number: "Booking number: {ref}",
      dates: "{from} – {to}",
      activities: "What happened",
      created: "Reservation created",
      extrasAdded: "Extras added",
      confirmationSent: "Confirmation sent by email",
      loading: "Loading your booking…",
      failed: "Your booking could not be loaded. Please reload the page.",
      unknown: "There is no booking with this reference.",
      again: "Start a new booking",
      missing: "There is no booking to confirm yet.",
    },
    de: {
      done: "Danke, Ihr Auto ist gebucht.",
      number: "Buchungsnummer: {ref}",
      dates: "{from} – {to}",
      activities: "Was passiert ist",
      created: "Reservierung angelegt",
      extrasAdded: "Extras hinzugefügt",
      confirmationSent: "Bestätigung per E-Mail gesendet",
      loading: "Ihre Buchung wird geladen…",
      failed: "Ihre Buchung konnte nicht geladen werden. Bitte laden Sie die Seite neu.",
      unknown: "Zu dieser Angabe gibt es keine Buchung.",
      again: "Neue Buchung starten",
      missing: "Es gibt noch keine Buchung zu bestätigen.",
    },
  };
  function render(root, t, props, signal) {
    var given = kit.handedOver();
    var reservation = /^[A-Za-z0-9_-]{1,64}$/.test(given.get("reservation") || "") ? given.get("reservation") : "";
    var again = h("p", {}, [h("a", { class: "go", href: "#/search" }, [t.again])]);
    if (!reservation) {
      root.append(h("p", { role: "status" }, [t.missing]), again);
      return;
    }
    var status = h("p", { role: "status" }, [t.loading]);
    var dates = kit.fill(t.dates, {
      from: kit.shownDate(given.get("from"), props.dateFormat),
      to: kit.shownDate(given.get("to"), props.dateFormat),
    });
    root.append(status, again);
    kit
      .callApi(props, "/v1/reservationactivities/reservation/" + encodeURIComponent(reservation), null, signal)
      .then(function (answer) {
        if (answer.status === 404) {
          status.textContent = t.unknown;
          return;
        }
        if (answer.status !== 200) throw new Error("HTTP " + answer.status);
        var known = answer.body.activities.filter(function (activity) {
          return typeof t[activity.type] === "string";
        });
        status.textContent = "";
        status.before(
          h("h3", {}, [t.done]),
          h("p", {}, [kit.fill(t.number, { ref: answer.body.reservationNumber })]),
          h("p", { class: "note" }, [dates]),
          h(
            "ul",
            { "aria-label": t.activities },
            known.map(function (activity) {
              return h("li", {}, [t[activity.type] + " · " + kit.moment(activity.at, props)]);
            }),
          ),
        );
      })
      .catch(function (failure) {
        if (failure.name !== "AbortError") status.textContent = t.failed;
      });
  }

  kit.app("zen-confirmation", { texts: TEXTS, className: "zf", render: render });
})();
