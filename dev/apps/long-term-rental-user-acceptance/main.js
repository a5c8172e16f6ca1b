/*
 * Demo long-term rental acceptance ("long-term-rental-user-acceptance"): the customer confirms
 * the vehicle's state and takes it over; the container hears of it through the hash.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      checked: "I have checked the vehicle and found no new damage.",
      accept: "Accept the vehicle",
      needed: "Confirm the check first.",
      back: "Back to the contract",
    },
    de: {
      checked: "Ich habe das Fahrzeug geprüft und keine neuen Schäden gefunden.",
      accept: "Fahrzeug übernehmen",
      needed: "Bestätigen Sie zuerst die Prüfung.",
      back: "Zurück zum Vertrag",
    },
  };
  function render(root, t) {
    var box = h("input", { type: "checkbox", name: "checked" });
    var error = h("p", { class: "error", role: "alert" });
    var form = h("form", { novalidate: "" }, [
      h("label", { class: "check" }, [box, t.checked]),
      h("p", {}, [h("button", { type: "submit" }, [t.accept])]),
    ]);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (!box.checked) {
        error.textContent = t.needed;
        return;
      }
      window.location.hash = kit.routeTo("#/", { accepted: "1" });
    });
    root.append(form, error, h("p", {}, [h("a", { href: "#/" }, [t.back])]));
  }

  kit.app("long-term-rental-user-acceptance", { texts: TEXTS, className: "lu", render: render });
})();
