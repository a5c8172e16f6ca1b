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

  kit.app("zen-offer-list", { texts: TEXTS, className: "zo", render: render });
})();
