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

  kit.app("zen-home", { texts: TEXTS, className: "zh", render: render });
})();
