import { defineMarket } from "./define";

export default defineMarket({
  id: "pl",
  name: "Poland",
  locale: "pl-PL",
  textLocale: "pl-PL",
  country: ["PL", "POL"],
  language: ["pl", "pol"],
  currency: "PLN",
  phone: { prefix: "+48", number: "+48224490300", display: "+48 22 449 03 00" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "wynajem-samochodow", contact: "/kontakt/" },
});
