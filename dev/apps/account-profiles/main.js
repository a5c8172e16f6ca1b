/*
 * Demo profiles app ("account-profiles") of the account area: the customer's private and business
 * profiles (driver, payment, invoice address). Signed out here, so it says what the visitor will find.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var h = kit.h;
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

  var styles = kit.styles(STYLE);

  function create(element, props) {
    styles.adopt();
    var texts = kit.textsFor(TEXTS, props);
    var t = texts.t;
    var root = h("div", { class: "pf", lang: texts.lang, dir: texts.dir }, [
      h("p", {}, [t.lead]),
      h("ul", { "aria-label": t.kinds }, [h("li", {}, [t.private]), h("li", {}, [t.business])]),
      h("p", {}, [t.signIn]),
    ]);
    element.append(root);
    return {
      unmount: function () {
        styles.drop();
        root.remove();
      },
    };
  }

  (window.movantaApps = window.movantaApps || []).push({ name: "account-profiles", create: create });
})();
