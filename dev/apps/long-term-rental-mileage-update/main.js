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
  var STYLE =
    ".lm p:empty{position:absolute}.lm{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem}.lm h3,.lm p{margin:0}.lm h3{font-size:1.125rem}.lm ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}.lm li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:.5rem 1rem}.lm .go,.lm button{font:inherit;font-weight:700;padding:.45rem .8rem;border:0;border-radius:4px;background:#ff5f00;color:#000;text-decoration:none;cursor:pointer}.lm button[disabled]{opacity:.6;cursor:default}.lm a{color:inherit}.lm label{display:grid;gap:.25rem;font-weight:600}.lm label.check{display:flex;gap:.5rem;font-weight:400;align-items:center}.lm input,.lm select{font:inherit;padding:.45rem;border:1px solid var(--color-control,#767676);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a)}.lm .note{color:var(--color-muted,#545454)}.lm .error{color:var(--color-danger,#b00020)}.lm form{display:grid;gap:.75rem}@media (min-width:650px){.lm form.row{grid-template-columns:repeat(3,1fr);align-items:end}.lm form.pair{grid-template-columns:repeat(2,1fr);align-items:end}}";

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

  kit.app("long-term-rental-mileage-update", { texts: TEXTS, style: STYLE, className: "lm", render: render });
})();
