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

  kit.app("plus-unlimited", { texts: TEXTS, className: "pu", render: render });
})();
