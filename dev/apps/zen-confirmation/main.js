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
  var STYLE =
    ".zf p:empty{position:absolute}.zf{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem}.zf h3,.zf p{margin:0}.zf h3{font-size:1.125rem}.zf ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}.zf li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:.5rem 1rem}.zf .go,.zf button{font:inherit;font-weight:700;padding:.45rem .8rem;border:0;border-radius:4px;background:#ff5f00;color:#000;text-decoration:none;cursor:pointer}.zf button[disabled]{opacity:.6;cursor:default}.zf a{color:inherit}.zf label{display:grid;gap:.25rem;font-weight:600}.zf label.check{display:flex;gap:.5rem;font-weight:400;align-items:center}.zf input,.zf select{font:inherit;padding:.45rem;border:1px solid var(--color-control,#767676);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a)}.zf .note{color:var(--color-muted,#545454)}.zf .error{color:var(--color-danger,#b00020)}.zf form{display:grid;gap:.75rem}@media (min-width:650px){.zf form.row{grid-template-columns:repeat(3,1fr);align-items:end}.zf form.pair{grid-template-columns:repeat(2,1fr);align-items:end}}";

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

  kit.app("zen-confirmation", { texts: TEXTS, style: STYLE, className: "zf", render: render });
})();
