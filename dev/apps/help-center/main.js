/*
 * Demo help assistant ("help-center"): a question to the help team under the help home's
 * categories. It sends nothing.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      question: "Your question",
      ask: "Ask",
      short: "Please enter at least 3 characters to see relevant suggestions.",
      asked: "Thank you. Our team answers within one working day.",
    },
    de: {
      question: "Ihre Frage",
      ask: "Fragen",
      short: "Bitte geben Sie mindestens 3 Zeichen ein, um passende Vorschläge zu sehen.",
      asked: "Danke. Unser Team antwortet innerhalb eines Werktags.",
    },
  };
  var STYLE =
    ".hc p:empty{position:absolute}.hc{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem}.hc h3,.hc p{margin:0}.hc h3{font-size:1.125rem}.hc ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}.hc li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:.5rem 1rem}.hc .go,.hc button{font:inherit;font-weight:700;padding:.45rem .8rem;border:0;border-radius:4px;background:#ff5f00;color:#000;text-decoration:none;cursor:pointer}.hc button[disabled]{opacity:.6;cursor:default}.hc a{color:inherit}.hc label{display:grid;gap:.25rem;font-weight:600}.hc label.check{display:flex;gap:.5rem;font-weight:400;align-items:center}.hc input,.hc select{font:inherit;padding:.45rem;border:1px solid var(--color-control,#767676);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a)}.hc .note{color:var(--color-muted,#545454)}.hc .error{color:var(--color-danger,#b00020)}.hc form{display:grid;gap:.75rem}@media (min-width:650px){.hc form.row{grid-template-columns:repeat(3,1fr);align-items:end}.hc form.pair{grid-template-columns:repeat(2,1fr);align-items:end}}";

  function render(root, t) {
    var question = h("input", { name: "question", maxlength: "100", autocomplete: "off" });
    var status = h("p", { role: "status" });
    var form = h("form", { class: "pair", novalidate: "" }, [
      h("label", {}, [t.question, question]),
      h("p", {}, [h("button", { type: "submit" }, [t.ask])]),
    ]);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      status.textContent = question.value.trim().length < 3 ? t.short : t.asked;
    });
    root.append(form, status);
  }

  kit.app("help-center", { texts: TEXTS, style: STYLE, className: "hc", render: render });
})();
