/*
 * The skeleton bundle (local stand-in): defines <movanta-skeleton lines="3" label="Loading…">, grey
 * shimmering bars apps may show while they fetch. The shell loads it without waiting for it.
 */
(function () {
  "use strict";
  if (!window.customElements || window.customElements.get("movanta-skeleton")) return;
  var CSS =
    ":host{display:block}.bar{height:1rem;margin:.5rem 0;border-radius:4px;background:linear-gradient(90deg,var(--color-surface,#f4f4f4) 25%,var(--color-border,#dcdcdc) 50%,var(--color-surface,#f4f4f4) 75%);" +
    "background-size:200% 100%;animation:s 1.5s linear infinite}.bar:last-of-type{width:60%}" +
    ".label{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}" +
    "@keyframes s{from{background-position:100% 0}to{background-position:-100% 0}}" +
    "@media (prefers-reduced-motion:reduce){.bar{animation:none}}";

  // One constructed stylesheet shared by every skeleton: the site's Content-Security-Policy refuses a
  // <style> element with text in it, in a shadow root too.
  var shared;
  function sheet() {
    if (!shared) {
      shared = new CSSStyleSheet();
      shared.replaceSync(CSS);
    }
    return shared;
  }

  class MovantaSkeleton extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      var root = this.attachShadow({ mode: "open" });
      root.adoptedStyleSheets = [sheet()];
      var lines = Math.min(Math.max(Number(this.getAttribute("lines")) || 3, 1), 12);
      for (var i = 0; i < lines; i += 1) {
        var bar = document.createElement("div");
        bar.className = "bar";
        root.append(bar);
      }
      var label = document.createElement("span");
      label.className = "label";
      label.textContent = this.getAttribute("label") || "";
      root.append(label);
    }
  }

  window.customElements.define("movanta-skeleton", MovantaSkeleton);
})();
