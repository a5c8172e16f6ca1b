/*
 * Demo profiles app ("account-profiles") of the account area: the customer's private and business
 * profiles (driver, payment, invoice address). Signed out here, so it says what the visitor will find.
 */
(function () {
  "use strict";
  var TEXTS = {
    en: {
      lead: "Keep a private and a business profile, each with its own driver details, payment method and invoice address.",
      signIn: "Sign in with the button at the top of the page to manage your profiles.",
      kinds: "Profile types",
      private: "Private",
      business: "Business",
    },
    de: {
      lead: "Führen Sie ein privates und ein geschäftliches Profil, jeweils mit Fahrerdaten, Zahlungsart und Rechnungsadresse.",
      signIn: "Melden Sie sich oben auf der Seite an, um Ihre Profile zu verwalten.",
      kinds: "Profilarten",
      private: "Privat",
      business: "Geschäftlich",
    },
    es: {
      lead: "Tenga un perfil particular y uno de empresa, cada uno con sus datos de conductor, método de pago y dirección de facturación.",
      signIn: "Inicie sesión con el botón de la parte superior para gestionar sus perfiles.",
      kinds: "Tipos de perfil",
      private: "Particular",
      business: "Empresa",
    },
    fr: {
      lead: "Gardez un profil particulier et un profil professionnel, chacun avec ses données de conducteur, son moyen de paiement et son adresse de facturation.",
      signIn: "Connectez-vous avec le bouton en haut de la page pour gérer vos profils.",
      kinds: "Types de profil",
      private: "Particulier",
      business: "Professionnel",
    },
    it: {
      lead: "Tieni un profilo privato e uno aziendale, ciascuno con dati del conducente, metodo di pagamento e indirizzo di fatturazione.",
      signIn: "Accedi con il pulsante in alto per gestire i tuoi profili.",
      kinds: "Tipi di profilo",
      private: "Privato",
      business: "Aziendale",
    },
    nl: {
      lead: "Houd een privé- en een zakelijk profiel bij, elk met eigen bestuurdersgegevens, betaalmethode en factuuradres.",
      signIn: "Log in met de knop boven aan de pagina om uw profielen te beheren.",
      kinds: "Profieltypen",
      private: "Privé",
      business: "Zakelijk",
    },
  };
  var STYLE =
    ".pf{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem;align-content:start;padding:1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px}.pf p{margin:0}" +
    ".pf ul{margin:0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:.5rem}.pf li{border:1px solid var(--color-control,#767676);border-radius:4px;padding:.4rem .75rem}";

  // The styles as a constructed stylesheet, adopted while mounted: the site's Content-Security-Policy
  // refuses a <style> element with text in it (docs/runtime-apps.md, "Styles").
  var sheet = new CSSStyleSheet();
  sheet.replaceSync(STYLE);
  var mounted = 0;
  function adoptStyles() {
    if (mounted++ === 0) document.adoptedStyleSheets = document.adoptedStyleSheets.concat(sheet);
  }
  function dropStyles() {
    if (--mounted === 0)
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter(function (s) {
        return s !== sheet;
      });
  }

  function h(tag, attrs, children) {
    var el = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      el.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) {
      el.append(child);
    });
    return el;
  }

  function create(element, props) {
    adoptStyles();
    var t = TEXTS[props.locale.slice(0, 2)] || TEXTS.en;
    // The page's language where the demo has its texts, else English: `lang` and `dir` say which.
    var textLang = TEXTS[props.locale.slice(0, 2)] ? props.locale : "en";
    var textDir = textLang === props.locale ? props.direction : "ltr";
    var root = h("div", { class: "pf", lang: textLang, dir: textDir }, [
      h("p", {}, [t.lead]),
      h("ul", { "aria-label": t.kinds }, [h("li", {}, [t.private]), h("li", {}, [t.business])]),
      h("p", {}, [t.signIn]),
    ]);
    element.append(root);
    return {
      unmount: function () {
        dropStyles();
        root.remove();
      },
    };
  }

  (window.movantaApps = window.movantaApps || []).push({ name: "account-profiles", create: create });
})();
