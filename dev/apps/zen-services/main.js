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

  kit.app("zen-services", { texts: TEXTS, className: "zx", render: render });
})();
