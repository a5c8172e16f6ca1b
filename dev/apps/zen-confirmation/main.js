/*
 * Demo zen confirmation ("zen-confirmation"): the booking number and dates the checkout handed
 * over in the hash.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      done: "Thank you, your booking is requested.",
      number: "Booking number: {ref}",
      dates: "{from} – {to}",
      again: "Start a new booking",
      missing: "There is no booking to confirm yet.",
    },
    de: {
      done: "Danke, Ihre Buchung ist angefragt.",
      number: "Buchungsnummer: {ref}",
      dates: "{from} – {to}",
      again: "Neue Buchung starten",
      missing: "Es gibt noch keine Buchung zu bestätigen.",
    },
  };
  var STYLE =
    ".zf p:empty{position:absolute}.zf{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem}.zf h3,.zf p{margin:0}.zf h3{font-size:1.125rem}.zf ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}.zf li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:.5rem 1rem}.zf .go,.zf button{font:inherit;font-weight:700;padding:.45rem .8rem;border:0;border-radius:4px;background:#ff5f00;color:#000;text-decoration:none;cursor:pointer}.zf button[disabled]{opacity:.6;cursor:default}.zf a{color:inherit}.zf label{display:grid;gap:.25rem;font-weight:600}.zf label.check{display:flex;gap:.5rem;font-weight:400;align-items:center}.zf input,.zf select{font:inherit;padding:.45rem;border:1px solid var(--color-control,#767676);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a)}.zf .note{color:var(--color-muted,#545454)}.zf .error{color:var(--color-danger,#b00020)}.zf form{display:grid;gap:.75rem}@media (min-width:650px){.zf form.row{grid-template-columns:repeat(3,1fr);align-items:end}.zf form.pair{grid-template-columns:repeat(2,1fr);align-items:end}}";

  function render(root, t, props) {
    var given = kit.handedOver();
    var ref = /^ZEN-[A-Z0-9]{1,8}$/.test(given.get("ref") || "") ? given.get("ref") : "";
    if (!ref) {
      root.append(h("p", { role: "status" }, [t.missing]), h("p", {}, [h("a", { class: "go", href: "#/search" }, [t.again])]));
      return;
    }
    var dates = t.dates
      .replace("{from}", kit.shownDate(given.get("from"), props.dateFormat))
      .replace("{to}", kit.shownDate(given.get("to"), props.dateFormat));
    root.append(
      h("h3", {}, [t.done]),
      h("p", {}, [t.number.replace("{ref}", ref)]),
      h("p", { class: "note" }, [dates]),
      h("p", {}, [h("a", { class: "go", href: "#/search" }, [t.again])]),
    );
  }

  kit.app("zen-confirmation", { texts: TEXTS, style: STYLE, className: "zf", render: render });
})();
