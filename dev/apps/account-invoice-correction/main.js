/*
 * Demo invoice correction ("account-invoice-correction"): the account area's request for a
 * corrected invoice of a past rental. It sends nothing.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      invoice: "Invoice number",
      company: "Company name",
      vat: "VAT number",
      send: "Request correction",
      required: "Required field cannot be left empty.",
      format: "An invoice number has 10 digits.",
      sent: "Request for invoice {number} received. The corrected invoice follows by e-mail.",
    },
    de: {
      invoice: "Rechnungsnummer",
      company: "Firmenname",
      vat: "USt-IdNr.",
      send: "Korrektur anfordern",
      required: "Pflichtfeld darf nicht leer bleiben.",
      format: "Eine Rechnungsnummer hat 10 Ziffern.",
      sent: "Anfrage zu Rechnung {number} erhalten. Die korrigierte Rechnung kommt per E-Mail.",
    },
  };
  var STYLE =
    ".ai p:empty{position:absolute}.ai{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem}.ai h3,.ai p{margin:0}.ai h3{font-size:1.125rem}.ai ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}.ai li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:.5rem 1rem}.ai .go,.ai button{font:inherit;font-weight:700;padding:.45rem .8rem;border:0;border-radius:4px;background:#ff5f00;color:#000;text-decoration:none;cursor:pointer}.ai button[disabled]{opacity:.6;cursor:default}.ai a{color:inherit}.ai label{display:grid;gap:.25rem;font-weight:600}.ai label.check{display:flex;gap:.5rem;font-weight:400;align-items:center}.ai input,.ai select{font:inherit;padding:.45rem;border:1px solid var(--color-control,#767676);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a)}.ai .note{color:var(--color-muted,#545454)}.ai .error{color:var(--color-danger,#b00020)}.ai form{display:grid;gap:.75rem}@media (min-width:650px){.ai form.row{grid-template-columns:repeat(3,1fr);align-items:end}.ai form.pair{grid-template-columns:repeat(2,1fr);align-items:end}}";

  function render(root, t) {
    var invoice = h("input", { name: "invoice", inputmode: "numeric", autocomplete: "off" });
    var company = h("input", { name: "company", autocomplete: "organization", maxlength: "100" });
    var vat = h("input", { name: "vat", autocomplete: "off", maxlength: "20" });
    var error = h("p", { class: "error", role: "alert" });
    var status = h("p", { role: "status" });
    var form = h("form", { class: "row", novalidate: "" }, [
      h("label", {}, [t.invoice, invoice]),
      h("label", {}, [t.company, company]),
      h("label", {}, [t.vat, vat]),
      h("p", {}, [h("button", { type: "submit" }, [t.send])]),
    ]);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      status.textContent = "";
      if (!invoice.value.trim() || !company.value.trim()) error.textContent = t.required;
      else if (!/^\d{10}$/.test(invoice.value.trim())) error.textContent = t.format;
      else {
        error.textContent = "";
        status.textContent = t.sent.replace("{number}", invoice.value.trim());
      }
    });
    root.append(form, error, status);
  }

  kit.app("account-invoice-correction", { texts: TEXTS, style: STYLE, className: "ai", render: render });
})();
