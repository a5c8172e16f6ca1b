/*
 * Demo zen offer list ("zen-offer-list"): the cars for the branch and dates of the hash, priced
 * per day in the answer's currency; a choice goes on to the extras.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      summary: "{from} – {to}",
      perDay: "{price} a day",
      choose: "Choose",
      change: "Change search",
      failed: "Offers could not be loaded.",
      missing: "Start with a search first.",
    },
    de: {
      summary: "{from} – {to}",
      perDay: "{price} pro Tag",
      choose: "Auswählen",
      change: "Suche ändern",
      failed: "Angebote konnten nicht geladen werden.",
      missing: "Starten Sie zuerst eine Suche.",
    },
  };
  var STYLE =
    ".zo p:empty{position:absolute}.zo{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem}.zo h3,.zo p{margin:0}.zo h3{font-size:1.125rem}.zo ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}.zo li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:.5rem 1rem}.zo .go,.zo button{font:inherit;font-weight:700;padding:.45rem .8rem;border:0;border-radius:4px;background:#ff5f00;color:#000;text-decoration:none;cursor:pointer}.zo button[disabled]{opacity:.6;cursor:default}.zo a{color:inherit}.zo label{display:grid;gap:.25rem;font-weight:600}.zo label.check{display:flex;gap:.5rem;font-weight:400;align-items:center}.zo input,.zo select{font:inherit;padding:.45rem;border:1px solid var(--color-control,#767676);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a)}.zo .note{color:var(--color-muted,#545454)}.zo .error{color:var(--color-danger,#b00020)}.zo form{display:grid;gap:.75rem}@media (min-width:650px){.zo form.row{grid-template-columns:repeat(3,1fr);align-items:end}.zo form.pair{grid-template-columns:repeat(2,1fr);align-items:end}}";

  function render(root, t, props, signal) {
    var given = kit.handedOver();
    var search = { branch: given.get("branch") || "", from: given.get("from") || "", to: given.get("to") || "" };
    var status = h("p", { role: "status" });
    var list = h("ul", {});
    var dates = t.summary
      .replace("{from}", kit.shownDate(search.from, props.dateFormat))
      .replace("{to}", kit.shownDate(search.to, props.dateFormat));
    root.append(h("p", { class: "note" }, [dates + " · ", h("a", { href: kit.routeTo("#/search", search) }, [t.change])]), list, status);
    if (!search.branch || !search.from || !search.to) {
      status.textContent = t.missing;
      return;
    }
    kit
      .callApi(props, "/v1/rentaloffers/offers?currency=" + encodeURIComponent(props.currency), null, signal)
      .then(function (answer) {
        if (answer.status !== 200) throw new Error("HTTP " + answer.status);
        // Prices in the currency the answer names, never relabelled as another.
        var money = new Intl.NumberFormat(props.locale, { style: "currency", currency: answer.body.currency });
        (answer.body.offers || []).forEach(function (offer) {
          var next = kit.routeTo(
            "#/extras",
            Object.assign({ offer: offer.id, price: String(offer.pricePerDay), currency: answer.body.currency }, search),
          );
          list.append(
            h("li", {}, [
              h("span", {}, [offer.exampleModel + " · " + t.perDay.replace("{price}", money.format(offer.pricePerDay))]),
              h("a", { class: "go", href: next, "aria-label": t.choose + ": " + offer.exampleModel }, [t.choose]),
            ]),
          );
        });
      })
      .catch(function (failure) {
        if (failure.name !== "AbortError") status.textContent = t.failed;
      });
  }

  kit.app("zen-offer-list", { texts: TEXTS, style: STYLE, className: "zo", render: render });
})();
