import { brand } from "./brand";
import { defineMarket } from "./define";

export default defineMarket({
  id: "de",
  name: "Germany",
  locale: "de-DE",
  textLocale: "de-DE",
  country: ["DE", "DEU"],
  language: ["de", "deu"],
  currency: "EUR",
  formats: { decimalComma: true },
  phone: { prefix: "+49", number: "+498920233000", display: "+49 89 20 23 30 00" },
  productLines: ["rent-car", "rent-truck", "ride", "share", "plus", "long-term-rental", "plus-unlimited"],
  slugs: {
    stationFinder: "mietwagen",
    truck: "lkw",
    contact: "/kontakt/",
    fleet: `${brand.slug}-mieten`,
    magazine: "magazin",
    digitalCheckoutUrl: "xpress/go",
    zenhomeUrl: "zenhome",
    fastlane: "digital-anmieten",
    bookingOffers: "buchen/angebote",
    bookingExtras: "buchen/extras",
    bookingDriver: "buchen/fahrer",
    bookingConfirmation: "buchen/bestaetigung",
  },
  storeLinks: true,
  openHelpCenterEntryPoint: true,
});
