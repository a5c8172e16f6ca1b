/*
 * Demo zen services ("zen-services"): extras for the chosen car, each priced per day; the
 * choice goes on to the checkout in the hash.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      legend: "Add extras",
      driver: "Additional driver",
      seat: "Child seat",
      cover: "Full protection",
      perDay: "{price} a day",
      next: "Continue",
      back: "Back to the cars",
    },
    de: {
      legend: "Extras hinzufügen",
      driver: "Zusatzfahrer",
      seat: "Kindersitz",
      cover: "Vollschutz",
      perDay: "{price} pro Tag",
      next: "Weiter",
      back: "Zurück zu den Autos",
    },
  };
  var STYLE =
    ".zx p:empty{position:absolute}.zx{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem}.zx h3,.zx p{margin:0}.zx h3{font-size:1.125rem}.zx ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}.zx li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:.5rem 1rem}.zx .go,.zx button{font:inherit;font-weight:700;padding:.45rem .8rem;border:0;border-radius:4px;background:#ff5f00;color:#000;text-decoration:none;cursor:pointer}.zx button[disabled]{opacity:.6;cursor:default}.zx a{color:inherit}.zx label{display:grid;gap:.25rem;font-weight:600}.zx label.check{display:flex;gap:.5rem;font-weight:400;align-items:center}.zx input,.zx select{font:inherit;padding:.45rem;border:1px solid var(--color-control,#767676);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a)}.zx .note{color:var(--color-muted,#545454)}.zx .error{color:var(--color-danger,#b00020)}.zx form{display:grid;gap:.75rem}@media (min-width:650px){.zx form.row{grid-template-columns:repeat(3,1fr);align-items:end}.zx form.pair{grid-template-columns:repeat(2,1fr);align-items:end}}";

  var EXTRAS = [
    { id: "driver", price: 9 },
    { id: "seat", price: 6 },
    { id: "cover", price: 19 },
  ];

  function render(root, t, props) {
    var given = kit.handedOver();
    var chosen = (given.get("extras") || "").split(",");
    var currency = /^[A-Z]{3}$/.test(given.get("currency") || "") ? given.get("currency") : props.currency;
    var money = new Intl.NumberFormat(props.locale, { style: "currency", currency: currency });
    var boxes = EXTRAS.map(function (extra) {
      var box = h("input", { type: "checkbox", name: "extras", value: extra.id });
      box.checked = chosen.indexOf(extra.id) >= 0;
      return { extra: extra, box: box };
    });
    var form = h("form", {}, [
      h("fieldset", {}, [
        h("legend", {}, [t.legend]),
        h(
          "ul",
          {},
          boxes.map(function (item) {
            return h("li", {}, [
              h("label", { class: "check" }, [item.box, t[item.extra.id]]),
              h("span", {}, [t.perDay.replace("{price}", money.format(item.extra.price))]),
            ]);
          }),
        ),
      ]),
      h("p", {}, [
        h("button", { type: "submit" }, [t.next]),
        " ",
        h("a", { href: kit.routeTo("#/offers", without(given, ["offer", "price", "currency", "extras"])) }, [t.back]),
      ]),
    ]);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var picked = boxes.filter(function (item) {
        return item.box.checked;
      });
      var next = new URLSearchParams(given);
      next.set(
        "extras",
        picked
          .map(function (item) {
            return item.extra.id;
          })
          .join(","),
      );
      window.location.hash = "#/checkout?" + next.toString();
    });
    root.append(form);
  }

  function without(params, names) {
    var copy = new URLSearchParams(params);
    names.forEach(function (name) {
      copy.delete(name);
    });
    return copy;
  }

  kit.app("zen-services", { texts: TEXTS, style: STYLE, className: "zx", render: render });
})();
