/*
 * Demo long-term rental mileage update ("long-term-rental-mileage-update"): the odometer
 * reading of the contract in the hash, handed back to the container.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      reading: "Odometer reading (km)",
      save: "Report",
      invalid: "Enter the reading in whole kilometres.",
      back: "Back to the contract",
    },
    de: {
      reading: "Kilometerstand (km)",
      save: "Melden",
      invalid: "Geben Sie den Stand in ganzen Kilometern an.",
      back: "Zurück zum Vertrag",
    },
  };
  function render(root, t) {
    var reading = h("input", { name: "mileage", inputmode: "numeric", autocomplete: "off" });
    var error = h("p", { class: "error", role: "alert" });
    var form = h("form", { class: "pair", novalidate: "" }, [
      h("label", {}, [t.reading, reading]),
      h("p", {}, [h("button", { type: "submit" }, [t.save])]),
    ]);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var value = reading.value.replace(/[\s.,]/g, "");
      if (!/^\d{1,7}$/.test(value)) {
        error.textContent = t.invalid;
        return;
      }
      window.location.hash = kit.routeTo("#/", { mileage: String(Number(value)) });
    });
    root.append(form, error, h("p", {}, [h("a", { href: "#/" }, [t.back])]));
  }

  kit.app("long-term-rental-mileage-update", { texts: TEXTS, className: "lm", render: render });
})();
