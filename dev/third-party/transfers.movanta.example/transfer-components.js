// Local stand-in for the ride layout's transfer components, served through /proxy by `npm start`:
// defines <movanta-transfers locale market>, which renders a short list of airport transfers.
(function () {
  "use strict";
  var state = (window.movantaThirdParty = window.movantaThirdParty || {});
  state.transferComponents = "local stand-in";
  if (customElements.get("movanta-transfers")) return;
  customElements.define(
    "movanta-transfers",
    class extends HTMLElement {
      connectedCallback() {
        if (this.childElementCount > 0) return;
        var section = document.createElement("section");
        section.setAttribute("aria-label", "Airport transfers");
        var heading = document.createElement("h2");
        heading.textContent = "Airport transfers";
        var text = document.createElement("p");
        text.textContent = "Fixed-price rides to and from the airport (" + (this.getAttribute("market") || "") + ").";
        section.append(heading, text);
        this.append(section);
      }
    },
  );
})();
