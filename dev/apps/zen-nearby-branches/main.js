/*
 * Demo zen nearby branches ("zen-nearby-branches"): where the visitor is (GET /v1/apps/geoip),
 * then the branches nearest to it (GET /v1/locations); a branch starts the search with it.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      distance: "{km} away",
      book: "Book here",
      none: "No branch within 100 km.",
      failed: "Branches could not be loaded.",
    },
    de: {
      distance: "{km} entfernt",
      book: "Hier buchen",
      none: "Keine Station im Umkreis von 100 km.",
      failed: "Stationen konnten nicht geladen werden.",
    },
  };
  var STYLE =
    ".zn p:empty{position:absolute}.zn{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem}.zn h3,.zn p{margin:0}.zn h3{font-size:1.125rem}.zn ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}.zn li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:.5rem 1rem}.zn .go,.zn button{font:inherit;font-weight:700;padding:.45rem .8rem;border:0;border-radius:4px;background:#ff5f00;color:#000;text-decoration:none;cursor:pointer}.zn button[disabled]{opacity:.6;cursor:default}.zn a{color:inherit}.zn label{display:grid;gap:.25rem;font-weight:600}.zn label.check{display:flex;gap:.5rem;font-weight:400;align-items:center}.zn input,.zn select{font:inherit;padding:.45rem;border:1px solid var(--color-control,#767676);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a)}.zn .note{color:var(--color-muted,#545454)}.zn .error{color:var(--color-danger,#b00020)}.zn form{display:grid;gap:.75rem}@media (min-width:650px){.zn form.row{grid-template-columns:repeat(3,1fr);align-items:end}.zn form.pair{grid-template-columns:repeat(2,1fr);align-items:end}}";

  function render(root, t, props, signal) {
    var list = h("ul", {});
    var status = h("p", { role: "status" });
    root.append(list, status);
    var km = new Intl.NumberFormat(props.locale, { style: "unit", unit: "kilometer", maximumFractionDigits: 1 });
    kit
      .callApi(props, "/v1/apps/geoip", null, signal)
      .then(function (here) {
        if (here.status !== 200) throw new Error("HTTP " + here.status);
        var point = here.body.geo;
        return kit.callApi(props, "/v1/locations?lat=" + point.latitude + "&lng=" + point.longitude + "&radius=100", null, signal);
      })
      .then(function (answer) {
        if (answer.status !== 200) throw new Error("HTTP " + answer.status);
        var near = (answer.body.locations || []).slice(0, 4);
        if (near.length === 0) status.textContent = t.none;
        near.forEach(function (place) {
          list.append(
            h("li", {}, [
              h("span", {}, [place.name + " · " + t.distance.replace("{km}", km.format(place.distanceKm))]),
              h("a", { class: "go", href: kit.routeTo("#/search", { branch: place.id }), "aria-label": t.book + ": " + place.name }, [
                t.book,
              ]),
            ]),
          );
        });
      })
      .catch(function (failure) {
        if (failure.name !== "AbortError") status.textContent = t.failed;
      });
  }

  kit.app("zen-nearby-branches", { texts: TEXTS, style: STYLE, className: "zn", render: render });
})();
