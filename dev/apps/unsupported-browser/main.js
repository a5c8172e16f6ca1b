/*
 * Demo unsupported-browser app ("unsupported-browser"): the shell's inline starter mounts it, in a
 * browser that cannot run the site's scripts, into the notice above the page. ES5 only, no
 * constructed stylesheets: it must run where the site's own code does not.
 */
(function () {
  "use strict";
  var TEXTS = {
    en: { title: "Time for a new browser", text: "This browser is too old for booking online. A current one is free:" },
    de: { title: "Zeit für einen neuen Browser", text: "Dieser Browser ist zu alt für Online-Buchungen. Ein aktueller ist kostenlos:" },
    es: {
      title: "Es hora de un navegador nuevo",
      text: "Este navegador es demasiado antiguo para reservar en línea. Uno actual es gratuito:",
    },
    fr: {
      title: "Il est temps de changer de navigateur",
      text: "Ce navigateur est trop ancien pour réserver en ligne. Un navigateur récent est gratuit :",
    },
    it: { title: "È ora di un nuovo browser", text: "Questo browser è troppo vecchio per prenotare online. Uno aggiornato è gratuito:" },
    nl: { title: "Tijd voor een nieuwe browser", text: "Deze browser is te oud om online te boeken. Een actuele browser is gratis:" },
  };

  function h(tag, attrs, children) {
    var el = document.createElement(tag);
    for (var name in attrs) if (Object.prototype.hasOwnProperty.call(attrs, name)) el.setAttribute(name, attrs[name]);
    for (var i = 0; i < (children || []).length; i++) {
      var child = children[i];
      el.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    }
    return el;
  }

  function create(element, props) {
    var texts = TEXTS[String(props.locale).slice(0, 2)] || TEXTS.en;
    var items = [];
    for (var browser in props.browserDownloadLink) {
      if (!Object.prototype.hasOwnProperty.call(props.browserDownloadLink, browser)) continue;
      var link = h("a", { href: props.browserDownloadLink[browser], target: "_blank", rel: "noopener noreferrer" }, [
        browser.charAt(0).toUpperCase() + browser.slice(1),
      ]);
      items.push(h("li", {}, [link]));
    }
    var root = h("div", { "data-app-root": "unsupported-browser" }, [
      h("p", {}, [h("strong", {}, [texts.title])]),
      h("p", {}, [texts.text]),
      h("ul", {}, items),
    ]);
    element.appendChild(root);
    return {
      unmount: function () {
        element.removeChild(root);
      },
    };
  }

  (window.movantaApps = window.movantaApps || []).push({ name: "unsupported-browser", create: create });
})();
