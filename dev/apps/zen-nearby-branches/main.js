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

  kit.app("zen-nearby-branches", { texts: TEXTS, className: "zn", render: render });
})();
