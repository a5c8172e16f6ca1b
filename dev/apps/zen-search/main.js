/*
 * Demo zen search ("zen-search"): branch and dates, handed to the offer list in the hash.
 * A branch the nearby-branches step chose arrives as `?branch=`.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      branch: "Pickup branch",
      from: "Pickup date",
      to: "Return date",
      search: "Show cars",
      required: "Choose a branch and both dates; the return cannot be before the pickup.",
      failed: "Branches could not be loaded.",
    },
    de: {
      branch: "Abholstation",
      from: "Abholdatum",
      to: "Rückgabedatum",
      search: "Autos anzeigen",
      required: "Wählen Sie Station und beide Daten; die Rückgabe kann nicht vor der Abholung liegen.",
      failed: "Stationen konnten nicht geladen werden.",
    },
  };
  function isoIn(days) {
    var date = new Date(Date.now() + days * 86400000);
    return date.toISOString().slice(0, 10);
  }

  function render(root, t, props, signal) {
    var given = kit.handedOver();
    var select = h("select", { name: "branch", required: "" });
    var from = h("input", { type: "date", name: "from", required: "", value: given.get("from") || isoIn(7) });
    var to = h("input", { type: "date", name: "to", required: "", value: given.get("to") || isoIn(10) });
    var error = h("p", { class: "error", role: "alert" });
    var form = h("form", { class: "row", novalidate: "" }, [
      h("label", {}, [t.branch, select]),
      h("label", {}, [t.from, from]),
      h("label", {}, [t.to, to]),
      h("p", {}, [h("button", { type: "submit" }, [t.search])]),
    ]);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (!select.value || !from.value || !to.value || to.value < from.value) {
        error.textContent = t.required;
        return;
      }
      window.location.hash = kit.routeTo("#/offers", { branch: select.value, from: from.value, to: to.value });
    });
    root.append(form, error);
    kit
      .callApi(props, "/v1/branch/next/stations?country=" + encodeURIComponent(props.country.alpha2), null, signal)
      .then(function (answer) {
        if (answer.status !== 200) throw new Error("HTTP " + answer.status);
        (answer.body.stations || []).forEach(function (station) {
          var option = h("option", { value: station.id }, [station.name]);
          if (station.id === given.get("branch")) option.setAttribute("selected", "");
          select.append(option);
        });
      })
      .catch(function (failure) {
        if (failure.name !== "AbortError") error.textContent = t.failed;
      });
  }

  kit.app("zen-search", { texts: TEXTS, className: "zs", render: render });
})();
