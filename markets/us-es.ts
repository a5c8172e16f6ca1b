import { defineMarket } from "./define";
import us, { usInput } from "./us";

/** The Spanish-language site on the US host, under /es; it writes dates month first as the US does (usInput). */
export default defineMarket({
  ...usInput,
  id: "us-es",
  name: "United States (Spanish)",
  host: us.host,
  pathPrefix: "/es",
  locale: "es-US",
  textLocale: "es-ES",
  acceptLanguage: ["es-US", "es", "en-US"],
  language: ["es", "spa"],
  phone: { prefix: "+1", number: "+18882749001", display: "+1 (888) 274-9001" },
  slugs: { stationFinder: "alquiler-autos", truck: "alquiler-de-camiones" },
});
