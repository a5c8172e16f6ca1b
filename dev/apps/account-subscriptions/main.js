/*
 * Demo subscriptions app ("account-subscriptions") of the account area: the customer's car
 * subscriptions (term, vehicle, monthly price). Signed out here, so it says what the visitor will find.
 * The site mounts it only in markets whose isManageSubscriptionsHidden is false.
 */
(function () {
  "use strict";
  var kit = window.movantaDemoKit;
  var TEXTS = {
    en: {
      lead: "Your car subscriptions: vehicle, contract term and monthly price, from {price} a month.",
      signIn: "Sign in with the button at the top of the page to manage your subscriptions.",
    },
    de: {
      lead: "Ihre Auto-Abos: Fahrzeug, Vertragslaufzeit und Monatspreis, ab {price} im Monat.",
      signIn: "Melden Sie sich oben auf der Seite an, um Ihre Abos zu verwalten.",
    },
    es: {
      lead: "Sus suscripciones de coche: vehículo, duración del contrato y precio mensual, desde {price} al mes.",
      signIn: "Inicie sesión con el botón de la parte superior para gestionar sus suscripciones.",
    },
    fr: {
      lead: "Vos abonnements auto : véhicule, durée du contrat et prix mensuel, à partir de {price} par mois.",
      signIn: "Connectez-vous avec le bouton en haut de la page pour gérer vos abonnements.",
    },
    it: {
      lead: "I tuoi abbonamenti auto: veicolo, durata del contratto e prezzo mensile, da {price} al mese.",
      signIn: "Accedi con il pulsante in alto per gestire i tuoi abbonamenti.",
    },
    nl: {
      lead: "Uw autoabonnementen: voertuig, contractduur en maandprijs, vanaf {price} per maand.",
      signIn: "Log in met de knop boven aan de pagina om uw abonnementen te beheren.",
    },
  };
  var STYLE =
    ".sb{font-family:'Movanta Sans',system-ui,sans-serif;display:grid;gap:.75rem;align-content:start;padding:1rem;border:1px solid var(--color-border,#dcdcdc);border-radius:8px}.sb p{margin:0}";

  var styles = kit.styles(STYLE);

  function create(element, props) {
    styles.adopt();
    var texts = kit.textsFor(TEXTS, props);
    var t = texts.t;
    var price = new Intl.NumberFormat(props.locale, { style: "currency", currency: props.currency, maximumFractionDigits: 0 }).format(399);
    var root = document.createElement("div");
    root.className = "sb";
    root.setAttribute("lang", texts.lang);
    root.setAttribute("dir", texts.dir);
    [t.lead.replace("{price}", price), t.signIn].forEach(function (text) {
      var p = document.createElement("p");
      p.textContent = text;
      root.append(p);
    });
    element.append(root);
    return {
      unmount: function () {
        styles.drop();
        root.remove();
      },
    };
  }

  (window.movantaApps = window.movantaApps || []).push({ name: "account-subscriptions", create: create });
})();
