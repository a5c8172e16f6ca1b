/*
 * Demo zen services ("zen-services"): the extras the chosen car can be booked with
 * (GET /v1/rentalconfigurations), each priced per day; the choice goes on to the checkout in the hash.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      legend: "Add extras",
      loading: "Loading the extras…",
      failed: "The extras could not be loaded. You can continue without them.",
      missing: "Choose a car first.",
      perDay: "{price} a day",
      next: "Continue",
      back: "Back to the cars",
    },
    de: {
      legend: "Extras hinzufügen",
      loading: "Die Extras werden geladen…",
      failed: "Die Extras konnten nicht geladen werden. Sie können ohne sie weitermachen.",
      missing: "Wählen Sie zuerst ein Auto.",
      perDay: "{price} pro Tag",
      next: "Weiter",
      back: "Zurück zu den Autos",
    },
  };
  var STYLE =
    ".zx p:empty{position:absolute}.zx{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem}.zx h3,.zx p{margin:0}.zx h3{font-size:1.125rem}.zx ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}.zx li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:.5rem 1rem}.zx .go,.zx button{font:inherit;font-weight:700;padding:.45rem .8rem;border:0;border-radius:4px;background:#ff5f00;color:#000;text-decoration:none;cursor:pointer}.zx button[disabled]{opacity:.6;cursor:default}.zx a{color:inherit}.zx label{display:grid;gap:.25rem;font-weight:600}.zx label.check{display:flex;gap:.5rem;font-weight:400;align-items:center}.zx input,.zx select{font:inherit;padding:.45rem;border:1px solid var(--color-control,#767676);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a)}.zx .note{color:var(--color-muted,#545454)}.zx .error{color:var(--color-danger,#b00020)}.zx form{display:grid;gap:.75rem}@media (min-width:650px){.zx form.row{grid-template-columns:repeat(3,1fr);align-items:end}.zx form.pair{grid-template-columns:repeat(2,1fr);align-items:end}}";

  function render(root, t, props, signal) {
    var given = kit.handedOver();
    var chosen = (given.get("extras") || "").split(",");
    var currency = /^[A-Z]{3}$/.test(given.get("currency") || "") ? given.get("currency") : props.currency;
    var status = h("p", { role: "status" }, [t.loading]);
    var list = h("ul", { "aria-busy": "true" });
    var boxes = [];
    var form = h("form", {}, [
      h("fieldset", {}, [h("legend", {}, [t.legend]), list]),
      h("p", {}, [
        h("button", { type: "submit" }, [t.next]),
        " ",
        h("a", { href: kit.routeTo("#/offers", without(given, ["offer", "price", "currency", "extras"])) }, [t.back]),
      ]),
    ]);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var picked = boxes.filter(function (box) {
        return box.checked;
      });
      var next = new URLSearchParams(given);
      next.set(
        "extras",
        picked
          .map(function (box) {
            return box.value;
          })
          .join(","),
      );
      window.location.hash = "#/checkout?" + next.toString();
    });
    root.append(form, status);
    if (!given.get("offer")) {
      status.textContent = t.missing;
      return;
    }
    // The extras this offer can be booked with, named and priced by the API (the same the checkout books).
    var query = "?offerId=" + encodeURIComponent(given.get("offer")) + "&currency=" + encodeURIComponent(currency);
    kit
      .callApi(props, "/v1/rentalconfigurations" + query, null, signal)
      .then(function (answer) {
        if (answer.status !== 200) throw new Error("HTTP " + answer.status);
        var money = new Intl.NumberFormat(props.locale, { style: "currency", currency: answer.body.currency });
        answer.body.extras.forEach(function (extra) {
          var box = h("input", { type: "checkbox", name: "extras", value: extra.id });
          box.checked = chosen.indexOf(extra.id) >= 0;
          boxes.push(box);
          list.append(
            h("li", {}, [
              h("label", { class: "check" }, [box, extra.name]),
              h("span", {}, [kit.fill(t.perDay, { price: money.format(extra.pricePerDay) })]),
            ]),
          );
        });
        status.textContent = "";
      })
      .catch(function (failure) {
        if (failure.name !== "AbortError") status.textContent = t.failed;
      })
      .then(function () {
        list.removeAttribute("aria-busy");
      });
  }

  function without(params, names) {
    var copy = new URLSearchParams(params);
    names.forEach(function (name) {
      copy.delete(name);
    });
    return copy;
  }

  kit.app("zen-services", { texts: TEXTS, style: STYLE, className: "zx", render: render });
})();
