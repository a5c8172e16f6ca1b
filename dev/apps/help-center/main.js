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

  kit.app("help-center", { texts: TEXTS, className: "hc", render: render });
})();
