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

  kit.app("account-invoice-correction", { texts: TEXTS, className: "ai", render: render });
})();
