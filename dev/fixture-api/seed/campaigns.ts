import type { Campaign } from "../../../src/web-api/campaigns";
import type { PlusCountry } from "./countries";
import type { FixtureLanguage, Texts } from "./languages";
import { addDays } from "./random";

type CampaignText = Readonly<{ title: Texts; benefit: Texts; description: Texts }>;

const spring: CampaignText = {
  title: {
    en: "Spring switch bonus",
    de: "Frühlings-Wechselbonus",
    fr: "Bonus de printemps",
    es: "Bono de primavera",
    it: "Bonus di primavera",
    nl: "Lentebonus",
  },
  benefit: {
    en: "Your first month's subscription fee is waived.",
    de: "Die Abogebühr für Ihren ersten Monat entfällt.",
    fr: "Le premier mois d'abonnement vous est offert.",
    es: "No pagas la cuota de tu primer mes de suscripción.",
    it: "Il canone del primo mese di abbonamento è gratuito.",
    nl: "Uw eerste maand abonnement is gratis.",
  },
  description: {
    en: "For new subscriptions with a minimum term of 6 or 12 months starting before the deadline.",
    de: "Für neue Abos mit 6 oder 12 Monaten Mindestlaufzeit, die vor dem Stichtag beginnen.",
    fr: "Pour les nouveaux abonnements de 6 ou 12 mois minimum commençant avant la date limite.",
    es: "Para nuevas suscripciones con permanencia mínima de 6 o 12 meses que empiecen antes de la fecha límite.",
    it: "Per i nuovi abbonamenti con durata minima di 6 o 12 mesi che iniziano prima della scadenza.",
    nl: "Voor nieuwe abonnementen met een minimale looptijd van 6 of 12 maanden die voor de deadline starten.",
  },
};

const winter: CampaignText = {
  title: {
    en: "Winter tyres on us",
    de: "Winterreifen geschenkt",
    fr: "Pneus hiver offerts",
    es: "Neumáticos de invierno gratis",
    it: "Pneumatici invernali in omaggio",
    nl: "Gratis winterbanden",
  },
  benefit: {
    en: "Winter tyres at no extra cost for the whole season.",
    de: "Winterreifen ohne Aufpreis für die ganze Saison.",
    fr: "Des pneus hiver sans supplément pour toute la saison.",
    es: "Neumáticos de invierno sin coste adicional toda la temporada.",
    it: "Pneumatici invernali senza costi aggiuntivi per tutta la stagione.",
    nl: "Winterbanden zonder meerprijs voor het hele seizoen.",
  },
  description: {
    en: "For subscriptions that started last winter.",
    de: "Für Abos, die im letzten Winter begonnen haben.",
    fr: "Pour les abonnements commencés l'hiver dernier.",
    es: "Para suscripciones iniciadas el invierno pasado.",
    it: "Per gli abbonamenti iniziati lo scorso inverno.",
    nl: "Voor abonnementen die afgelopen winter zijn gestart.",
  },
};

const vans: CampaignText = {
  title: {
    en: "Van subscription starter",
    de: "Transporter-Abo Starter",
    fr: "Abonnement utilitaire découverte",
    es: "Suscripción de furgoneta inicial",
    it: "Abbonamento furgone starter",
    nl: "Bestelwagenabonnement starter",
  },
  benefit: {
    en: "No sign-up fee for your first van subscription.",
    de: "Keine Anmeldegebühr für Ihr erstes Transporter-Abo.",
    fr: "Pas de frais d'inscription pour votre premier abonnement utilitaire.",
    es: "Sin cuota de alta en tu primera suscripción de furgoneta.",
    it: "Nessuna quota di iscrizione per il primo abbonamento furgone.",
    nl: "Geen inschrijfkosten voor uw eerste bestelwagenabonnement.",
  },
  description: {
    en: "For business and private customers subscribing to a van.",
    de: "Für Geschäfts- und Privatkunden mit einem Transporter-Abo.",
    fr: "Pour les clients professionnels et particuliers abonnés à un utilitaire.",
    es: "Para clientes de empresa y particulares que se suscriben a una furgoneta.",
    it: "Per clienti business e privati che sottoscrivono un furgone.",
    nl: "Voor zakelijke en particuliere klanten met een bestelwagen.",
  },
};

/** The country's registration campaigns: one open and one expired for cars, one open for trucks. */
export function campaignsOf(country: PlusCountry, language: FixtureLanguage, today: Date): Campaign[] {
  const code = country.code.toLowerCase();
  const make = (id: string, slug: string, text: CampaignText, product: Campaign["product"], deadline: string): Campaign => ({
    id: `${code}-${id}`,
    slug,
    country: country.code,
    product,
    title: text.title[language],
    benefit: text.benefit[language],
    description: text.description[language],
    deadline,
    status: deadline >= addDays(today, 0) ? "open" : "closed",
  });
  const list = [
    make("spring", "spring-bonus", spring, "cars", addDays(today, 30)),
    make("winter", "winter-tyres", winter, "cars", addDays(today, -10)),
  ];
  if (country.trucks) list.push(make("vans", "van-starter", vans, "trucks", addDays(today, 45)));
  return list;
}

/** Offer banners of the subscription list (the offer-banners flag). */
export function offerBannersOf(country: PlusCountry, language: FixtureLanguage, today: Date) {
  const code = country.code.toLowerCase();
  return [
    {
      id: `${code}-banner-ev`,
      title: spring.title[language],
      text: spring.benefit[language],
      offerIds: [],
      validUntil: addDays(today, 30),
    },
  ];
}
