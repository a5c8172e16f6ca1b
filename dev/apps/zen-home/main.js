/*
 * Demo zen home ("zen-home"): the calm start of the zen funnel, linking its search and the
 * branches near the visitor; the steps follow through the hash.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
  var TEXTS = {
    en: {
      intro: "Choose a branch and your dates; we take care of the rest.",
      start: "Start your search",
      near: "Branches near you",
      signIn: "Sign in",
    },
    de: {
      intro: "Station und Datum wählen, den Rest erledigen wir.",
      start: "Suche starten",
      near: "Stationen in Ihrer Nähe",
      signIn: "Anmelden",
    },
  };
  var STYLE =
    ".zh p:empty{position:absolute}.zh{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem}.zh h3,.zh p{margin:0}.zh h3{font-size:1.125rem}.zh ul{margin:0;padding:0;list-style:none;display:grid;gap:.5rem}.zh li{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.25rem 1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px;padding:.5rem 1rem}.zh .go,.zh button{font:inherit;font-weight:700;padding:.45rem .8rem;border:0;border-radius:4px;background:#ff5f00;color:#000;text-decoration:none;cursor:pointer}.zh button[disabled]{opacity:.6;cursor:default}.zh a{color:inherit}.zh label{display:grid;gap:.25rem;font-weight:600}.zh label.check{display:flex;gap:.5rem;font-weight:400;align-items:center}.zh input,.zh select{font:inherit;padding:.45rem;border:1px solid var(--color-control,#767676);border-radius:4px;background:var(--color-background,#fff);color:var(--color-text,#1a1a1a)}.zh .note{color:var(--color-muted,#545454)}.zh .error{color:var(--color-danger,#b00020)}.zh form{display:grid;gap:.75rem}@media (min-width:650px){.zh form.row{grid-template-columns:repeat(3,1fr);align-items:end}.zh form.pair{grid-template-columns:repeat(2,1fr);align-items:end}}";

  function render(root, t) {
    root.append(
      h("p", {}, [t.intro]),
      h("p", {}, [h("a", { class: "go", href: "#/search" }, [t.start])]),
      h("ul", {}, [
        h("li", {}, [h("a", { href: "#/branches" }, [t.near])]),
        h("li", {}, [h("a", { href: kit.routeTo("#/sign-in", { next: "#/search" }) }, [t.signIn])]),
      ]),
    );
  }

  kit.app("zen-home", { texts: TEXTS, style: STYLE, className: "zh", render: render });
})();
