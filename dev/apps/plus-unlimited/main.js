/*
 * Demo unlimited subscription ("plus-unlimited"): the plus page's unlimited tab, a car
 * subscription without a mileage limit, priced per month in the page's currency.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      title: "Drive without a kilometre limit",
      price: "from {price} a month",
      points: ["All kilometres included", "Insurance and servicing included", "Cancel monthly after 6 months"],
      choose: "Choose unlimited",
      chosen: "Good choice: we will call you within a day.",
    },
    de: {
      title: "Fahren ohne Kilometerlimit",
      price: "ab {price} pro Monat",
      points: ["Alle Kilometer inklusive", "Versicherung und Wartung inklusive", "Nach 6 Monaten monatlich kündbar"],
      choose: "Unlimited wählen",
      chosen: "Gute Wahl: Wir rufen Sie innerhalb eines Tages an.",
    },
  };
  var STYLE =
    ".pu p:empty{position:absolute}.pu{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem}.pu h3,.pu p{margin:0}.pu h3{font-size:1.125rem}.pu ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}.pu li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:.5rem 1rem}.pu .go,.pu button{font:inherit;font-weight:700;padding:.45rem .8rem;border:0;border-radius:4px;background:#ff5f00;color:#000;text-decoration:none;cursor:pointer}.pu button[disabled]{opacity:.6;cursor:default}.pu a{color:inherit}.pu label{display:grid;gap:.25rem;font-weight:600}.pu label.check{display:flex;gap:.5rem;font-weight:400;align-items:center}.pu input,.pu select{font:inherit;padding:.45rem;border:1px solid var(--color-control,#767676);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a)}.pu .note{color:var(--color-muted,#545454)}.pu .error{color:var(--color-danger,#b00020)}.pu form{display:grid;gap:.75rem}@media (min-width:650px){.pu form.row{grid-template-columns:repeat(3,1fr);align-items:end}.pu form.pair{grid-template-columns:repeat(2,1fr);align-items:end}}";

  function render(root, t, props) {
    var money = new Intl.NumberFormat(props.locale, { style: "currency", currency: props.currency, maximumFractionDigits: 0 });
    var status = h("p", { role: "status" });
    var choose = h("button", { type: "button" }, [t.choose]);
    choose.addEventListener("click", function () {
      status.textContent = t.chosen;
    });
    root.append(
      h("h3", {}, [t.title]),
      h("p", {}, [t.price.replace("{price}", money.format(699))]),
      h("p", { class: "note" }, [t.points.join(" · ")]),
      h("p", {}, [choose]),
      status,
    );
  }

  kit.app("plus-unlimited", { texts: TEXTS, style: STYLE, className: "pu", render: render });
})();
