import { defineMarket } from "./define";
import type { MarketInput } from "./defaults";

/** The English-language US site, the default market; us-es derives from it. */
export const usInput: MarketInput = {
  id: "us",
  name: "United States",
  tld: "com",
  locale: "en-US",
  textLocale: "en-US",
  country: ["US", "USA"],
  language: ["en", "eng"],
  currency: "USD",
  formats: { hour12: true, date: "MM/DD/YYYY", miles: true, imperial: true, sundayFirst: true },
  phone: { prefix: "+1", number: "+18882749000", display: "+1 (888) 274-9000" },
  productLines: ["rent-car", "rent-truck", "ride", "plus"],
  slugs: {
    stationFinder: "car-rental",
    truck: "truck",
    bookingOffers: "booking/offers",
    bookingExtras: "booking/extras",
    bookingDriver: "booking/driver",
    bookingConfirmation: "booking/confirmation",
  },
  storeLinks: true,
  hideCurrencies: ["AED"],
  openHelpCenterEntryPoint: true,
  languageSwitcher: [
    { translationKey: "language.english", value: "en" },
    { translationKey: "language.spanish", value: "es" },
  ],
};

export default defineMarket(usInput);
