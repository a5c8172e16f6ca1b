import { join } from "node:path";
import type { CallInput } from "../../src/web-api/client";
import type { Endpoint } from "../../src/web-api/endpoint";
import * as auth from "../../src/web-api/auth";
import * as booking from "../../src/web-api/booking";
import * as branches from "../../src/web-api/branches";
import * as campaigns from "../../src/web-api/campaigns";
import { helpCentreEndpoints, helpCentres } from "../../src/web-api/help-centre";
import * as places from "../../src/web-api/locations";
import * as rental from "../../src/web-api/rental";
import * as subscription from "../../src/web-api/subscription";
import * as users from "../../src/web-api/users";
import { issueToken } from "../captcha-stand-in/token";
import { loadHelpContent } from "./seed/help";
import { KNOWN_EMAIL, KNOWN_PASSWORD } from "./state";

/** One good call of an endpoint. */
export type SampleCall = Readonly<{ endpoint: Endpoint; input: CallInput<Endpoint> }>;

const call = <E extends Endpoint<string, unknown, unknown, unknown>>(endpoint: E, input: CallInput<E>): SampleCall => ({
  endpoint: endpoint as unknown as Endpoint,
  input: input as CallInput<Endpoint>,
});

/**
 * A good call of every endpoint, with ids taken from the seed data and fresh captcha tokens from the
 * stand-in (each is good for one request): the contract test sends each and checks the answer
 * against the client's schema; the bench times them.
 */
export function sampleCalls(helpDir = join(process.cwd(), "dev", "fixture-api", "data", "help")): SampleCall[] {
  const unique = `sample-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const calls: SampleCall[] = [
    call(branches.stations, { query: { country: "DE" } }),
    call(branches.geosuggest, { query: { query: "Ber", country: "DE" } }),
    call(rental.rentalOffers, {}),
    call(booking.rentalConfigurations, { query: { offerId: "of-2", currency: "USD" } }),
    call(booking.addressTemplates, { query: { country: "US" } }),
    call(booking.createReservation, {
      body: {
        idempotencyKey: `sample-${Math.random().toString(36).slice(2, 12)}`,
        offerId: "of-1",
        extras: ["ex-child-seat"],
        pickup: "Airport Terminal 1",
        pickupAt: "2027-03-01T12:30",
        returnAt: "2027-03-04T08:30",
        currency: "EUR",
        driver: {
          firstName: "Ada",
          lastName: "Muster",
          email: "ada@example.com",
          country: "DE",
          address: { street: "Hauptstraße", houseNumber: "1", postcode: "80331", city: "München" },
        },
      },
    }),
    // The fixture numbers reservations from res-1: the sample above made one at least.
    call(booking.reservationActivities, { params: { reservationId: "res-1" } }),
    call(rental.fleetList, { query: { product: "ride" } }),
    call(rental.fleetList, { query: { product: "car" } }),
    call(rental.fleetList, { query: { product: "truck" } }),
    call(rental.fleetList, {}),
    call(subscription.subscriptionBranches, { query: { country: "DE" } }),
    call(subscription.subscriptionOffers, { query: { country: "DE" } }),
    call(subscription.subscriptionOffersWithTenure, { query: { country: "GB", branchIds: ["gb-london-0", "gb-manchester-0"] } }),
    call(subscription.rentalSubscriptionOffers, { query: { market: "de" } }),
    call(subscription.reviews, { query: { country: "FR", page: 2, pageSize: 5 } }),
    call(subscription.subscriptionCampaigns, { query: { country: "NL" } }),
    call(campaigns.campaigns, { query: { country: "DE", trucks: true } }),
    call(campaigns.campaignById, { params: { campaignId: "de-spring" } }),
    call(campaigns.registerForCampaign, {
      params: { campaignId: "de-spring" },
      body: { firstName: "Ada", lastName: "Muster", email: unique, acceptTerms: true, captchaToken: issueToken("campaign_register") },
    }),
    call(users.signUp, {
      body: {
        firstName: "Ada",
        lastName: "Muster",
        email: unique,
        password: "correct horse",
        product: "ride",
        locale: "de-DE",
        confirmUrl: "https://www.movanta.de/ride/confirm",
        captchaToken: issueToken("ride_signup"),
      },
    }),
    call(users.resendConfirmation, { body: { email: "nobody@example.com" } }),
    call(auth.login, { body: { email: KNOWN_EMAIL, password: KNOWN_PASSWORD } }),
    call(auth.passwordReset, { body: { email: "nobody@example.com", locale: "de-DE" } }),
    call(places.geoip, {}),
    call(places.fleetLocations, { query: { country: "DE", product: "car" } }),
    call(places.locations, { query: { lat: 52.52, lng: 13.4, radius: 100 } }),
  ];
  for (const centre of helpCentres) {
    const api = helpCentreEndpoints(centre);
    const content = loadHelpContent(helpDir, centre, "en");
    const article = content.articles[0];
    const country = { "country-code": "DE" };
    if (!article) throw new Error(`the ${centre} help centre has no articles`);
    calls.push(
      call(api.bookingType, { query: country }),
      call(api.categories, { query: country }),
      call(api.categorySections, { params: { categoryId: article.categoryId }, query: country }),
      call(api.sectionArticles, { query: { ...country, sectionId: article.sectionId } }),
      call(api.featuredArticles, { query: country }),
      call(api.article, { params: { articleId: article.id }, query: country }),
      call(api.search, { query: { ...country, bookingTypeId: centre, q: article.title.split(" ").slice(0, 2).join(" ").padEnd(3, "x") } }),
      call(api.vote, { params: { articleId: article.id }, body: { helpful: true } }),
      call(api.contact, {
        body: {
          ...country,
          topic: article.categoryId,
          name: "Ada Muster",
          phone: "+49 30 1234567",
          message: "Where is my invoice?",
          captchaToken: issueToken("help_contact"),
          contactFlowId: "help-contact-de",
        },
      }),
    );
  }
  return calls;
}
