import type { Review } from "../../../src/web-api/subscription";
import type { PlusCountry } from "./countries";
import type { FixtureLanguage } from "./languages";
import { seededRandom } from "./random";

const texts: Readonly<Record<FixtureLanguage, readonly string[]>> = {
  en: [
    "Picking up the car took ten minutes and everything was explained clearly.",
    "Great value compared with leasing, and insurance is already included.",
    "Switching to a bigger car for the summer holidays was easy.",
    "The electric car was fully charged at pickup. Very happy so far.",
    "Good service, though the branch was busy on a Saturday morning.",
    "Flexible monthly term was exactly what I needed for my project abroad.",
    "Clear prices, no surprises on the invoice.",
    "Friendly staff and a spotless car. I have already recommended it.",
  ],
  de: [
    "Die Übergabe dauerte nur zehn Minuten, alles wurde gut erklärt.",
    "Im Vergleich zum Leasing ein sehr gutes Angebot, Versicherung inklusive.",
    "Der Wechsel auf ein größeres Auto für den Sommerurlaub war unkompliziert.",
    "Das Elektroauto war bei Abholung voll geladen. Bisher sehr zufrieden.",
    "Guter Service, am Samstagmorgen war die Filiale allerdings voll.",
    "Die flexible monatliche Laufzeit passt perfekt zu meinem Projekt.",
    "Klare Preise, keine Überraschungen auf der Rechnung.",
    "Freundliches Personal und ein blitzsauberes Auto. Gerne wieder.",
  ],
  fr: [
    "La prise en charge a duré dix minutes, tout a été bien expliqué.",
    "Très bon rapport qualité-prix par rapport au leasing, assurance comprise.",
    "Passer à une voiture plus grande pour les vacances d'été a été simple.",
    "La voiture électrique était entièrement chargée. Très satisfait.",
    "Bon service, même si l'agence était très fréquentée le samedi matin.",
    "La durée mensuelle flexible correspond parfaitement à mon projet.",
    "Des prix clairs, aucune surprise sur la facture.",
    "Personnel aimable et voiture impeccable. Je recommande.",
  ],
  es: [
    "La recogida duró diez minutos y todo se explicó con claridad.",
    "Muy buena relación calidad-precio frente al renting, con seguro incluido.",
    "Cambiar a un coche más grande para las vacaciones fue muy fácil.",
    "El coche eléctrico estaba cargado al cien por cien. Muy contento.",
    "Buen servicio, aunque la oficina estaba llena el sábado por la mañana.",
    "La duración mensual flexible es justo lo que necesitaba.",
    "Precios claros, sin sorpresas en la factura.",
    "Personal amable y un coche impecable. Lo recomiendo.",
  ],
  it: [
    "Il ritiro è durato dieci minuti e tutto è stato spiegato chiaramente.",
    "Ottimo rapporto qualità-prezzo rispetto al leasing, assicurazione inclusa.",
    "Passare a un'auto più grande per le vacanze estive è stato semplice.",
    "L'auto elettrica era completamente carica al ritiro. Molto soddisfatto.",
    "Buon servizio, anche se la filiale era affollata il sabato mattina.",
    "La durata mensile flessibile era proprio ciò che mi serviva.",
    "Prezzi chiari, nessuna sorpresa in fattura.",
    "Personale gentile e auto pulitissima. Lo consiglio.",
  ],
  nl: [
    "Het ophalen duurde tien minuten en alles werd duidelijk uitgelegd.",
    "Goede prijs in vergelijking met leasen, verzekering inbegrepen.",
    "Overstappen op een grotere auto voor de zomervakantie was eenvoudig.",
    "De elektrische auto was volledig opgeladen. Tot nu toe erg tevreden.",
    "Goede service, al was het filiaal op zaterdagochtend druk.",
    "De flexibele maandelijkse looptijd past precies bij mijn project.",
    "Duidelijke prijzen, geen verrassingen op de factuur.",
    "Vriendelijk personeel en een brandschone auto. Aanrader.",
  ],
};

const authors = [
  "Anna K.",
  "Jonas M.",
  "Sofia R.",
  "Luca B.",
  "Emma D.",
  "Noah V.",
  "Mia S.",
  "Leon T.",
  "Clara F.",
  "Mateo G.",
  "Lena W.",
  "Hugo P.",
];

/** 23 reviews per country in its language, newest first, from a fixed date on. */
export function reviewsOf(country: PlusCountry): Review[] {
  const random = seededRandom(`reviews-${country.code}`);
  const pool = texts[country.language];
  return Array.from({ length: 23 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 30 - i * 3));
    return {
      id: `${country.code.toLowerCase()}-rev-${i + 1}`,
      author: authors[Math.floor(random() * authors.length)] ?? "Anna K.",
      rating: i % 7 === 4 ? 3 : random() < 0.7 ? 5 : 4,
      date: date.toISOString().slice(0, 10),
      text: pool[i % pool.length] ?? "",
    };
  });
}
