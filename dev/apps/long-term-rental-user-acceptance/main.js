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
  var STYLE =
    ".lu p:empty{position:absolute}.lu{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem}.lu h3,.lu p{margin:0}.lu h3{font-size:1.125rem}.lu ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}.lu li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:.5rem 1rem}.lu .go,.lu button{font:inherit;font-weight:700;padding:.45rem .8rem;border:0;border-radius:4px;background:#ff5f00;color:#000;text-decoration:none;cursor:pointer}.lu button[disabled]{opacity:.6;cursor:default}.lu a{color:inherit}.lu label{display:grid;gap:.25rem;font-weight:600}.lu label.check{display:flex;gap:.5rem;font-weight:400;align-items:center}.lu input,.lu select{font:inherit;padding:.45rem;border:1px solid var(--color-control,#767676);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a)}.lu .note{color:var(--color-muted,#545454)}.lu .error{color:var(--color-danger,#b00020)}.lu form{display:grid;gap:.75rem}@media (min-width:650px){.lu form.row{grid-template-columns:repeat(3,1fr);align-items:end}.lu form.pair{grid-template-columns:repeat(2,1fr);align-items:end}}";

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

  kit.app("long-term-rental-user-acceptance", { texts: TEXTS, style: STYLE, className: "lu", render: render });
})();
