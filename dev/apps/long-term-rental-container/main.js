/*
 * Demo long-term rental container ("long-term-rental-container"): the customer's contract, and
 * links to its two steps (mileage update, vehicle acceptance), which hand back through the hash.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      contract: "Contract {id}",
      car: "Compact hatchback, 12 months",
      monthly: "{price} a month",
      mileage: "Report mileage",
      accept: "Accept the vehicle",
      reported: "Mileage reported: {km}",
      accepted: "Vehicle accepted. Have a good trip!",
    },
    de: {
      contract: "Vertrag {id}",
      car: "Kompaktwagen, 12 Monate",
      monthly: "{price} pro Monat",
      mileage: "Kilometerstand melden",
      accept: "Fahrzeug übernehmen",
      reported: "Kilometerstand gemeldet: {km}",
      accepted: "Fahrzeug übernommen. Gute Fahrt!",
    },
  };
  var STYLE =
    ".lc p:empty{position:absolute}.lc{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem}.lc h3,.lc p{margin:0}.lc h3{font-size:1.125rem}.lc ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}.lc li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:.5rem 1rem}.lc .go,.lc button{font:inherit;font-weight:700;padding:.45rem .8rem;border:0;border-radius:4px;background:#ff5f00;color:#000;text-decoration:none;cursor:pointer}.lc button[disabled]{opacity:.6;cursor:default}.lc a{color:inherit}.lc label{display:grid;gap:.25rem;font-weight:600}.lc label.check{display:flex;gap:.5rem;font-weight:400;align-items:center}.lc input,.lc select{font:inherit;padding:.45rem;border:1px solid var(--color-control,#767676);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a)}.lc .note{color:var(--color-muted,#545454)}.lc .error{color:var(--color-danger,#b00020)}.lc form{display:grid;gap:.75rem}@media (min-width:650px){.lc form.row{grid-template-columns:repeat(3,1fr);align-items:end}.lc form.pair{grid-template-columns:repeat(2,1fr);align-items:end}}";

  var CONTRACT = "LTR-2026-0042";

  function render(root, t, props) {
    var given = kit.handedOver();
    var money = new Intl.NumberFormat(props.locale, { style: "currency", currency: props.currency });
    var mileage = /^\d{1,7}$/.test(given.get("mileage") || "") ? Number(given.get("mileage")) : undefined;
    var km = new Intl.NumberFormat(props.locale, { style: "unit", unit: "kilometer" });
    root.append(
      h("h3", {}, [t.contract.replace("{id}", CONTRACT)]),
      h("p", {}, [t.car + " · " + t.monthly.replace("{price}", money.format(599))]),
      h("p", { role: "status" }, [
        mileage !== undefined ? t.reported.replace("{km}", km.format(mileage)) : given.get("accepted") === "1" ? t.accepted : "",
      ]),
      h("ul", {}, [
        h("li", {}, [h("a", { href: kit.routeTo("#/mileage-update", { contract: CONTRACT }) }, [t.mileage])]),
        h("li", {}, [h("a", { href: kit.routeTo("#/user-acceptance", { contract: CONTRACT }) }, [t.accept])]),
      ]),
    );
  }

  kit.app("long-term-rental-container", { texts: TEXTS, style: STYLE, className: "lc", render: render });
})();
