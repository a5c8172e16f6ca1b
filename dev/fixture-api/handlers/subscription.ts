import * as subscription from "../../../src/web-api/subscription";
import type { SubscriptionBranch, SubscriptionOfferWithTenure } from "../../../src/web-api/subscription";
import { fuelTypeOf } from "../../../src/web-api/vehicle-codes";
import { FixtureError, ok, route, type Route } from "../router";
import { countryOfMarket, plusCountries, type PlusCountry } from "../seed/countries";
import { branchesOf } from "../seed/branches";
import { offerBannersOf } from "../seed/campaigns";
import { offersOf } from "../seed/offers";
import { reviewsOf } from "../seed/reviews";

/** A country with the subscription, or a 404 naming the query field. */
export function plusCountry(code: string, field = "country"): PlusCountry {
  const country = plusCountries.get(code);
  if (!country) throw new FixtureError(404, "notOffered", `the subscription is not offered in ${code}`, field);
  return country;
}

type Catalogue = { branches: SubscriptionBranch[]; offers: SubscriptionOfferWithTenure[] };
const catalogues = new Map<string, Catalogue>();

/** Branches and offers of a country, made once per day (offers' dates count from today). */
export function catalogueOf(country: PlusCountry, now: () => Date): Catalogue {
  const today = now();
  const key = `${country.code} ${today.toISOString().slice(0, 10)}`;
  const known = catalogues.get(key);
  if (known) return known;
  const branches = branchesOf(country);
  const made = { branches, offers: offersOf(country, branches, today) };
  catalogues.set(key, made);
  return made;
}

/** Offers that match the branch and pickup-date query. */
function filtered(
  offers: readonly SubscriptionOfferWithTenure[],
  branchIds: readonly string[] | undefined,
  pickupDate: string | undefined,
): SubscriptionOfferWithTenure[] {
  return offers.filter(
    (offer) =>
      (!branchIds || branchIds.length === 0 || offer.branchIds.some((b) => branchIds.includes(b))) &&
      (!pickupDate || offer.availableFrom <= pickupDate),
  );
}

export function subscriptionRoutes(now: () => Date): Route[] {
  return [
    route(subscription.subscriptionBranches, ({ query }) => ok({ branches: catalogueOf(plusCountry(query.country), now).branches })),
    route(subscription.subscriptionOffers, ({ query }) => {
      const offers = filtered(catalogueOf(plusCountry(query.country), now).offers, query.branchIds, query.pickupDate);
      return ok({ offers: offers.map(({ tenureOptions: _t, ...offer }) => offer) });
    }),
    route(subscription.subscriptionOffersWithTenure, ({ query }) =>
      ok({ offers: filtered(catalogueOf(plusCountry(query.country), now).offers, query.branchIds, query.pickupDate) }),
    ),
    route(subscription.rentalSubscriptionOffers, ({ query }) => {
      const country = plusCountries.get(countryOfMarket.get(query.market ?? "us") ?? "") ?? plusCountry("US", "market");
      const offers = catalogueOf(country, now).offers.slice(0, 3);
      return ok({
        offers: offers.map((o) => ({
          id: o.id,
          model: o.model,
          pricePerMonth: o.pricePerMonth.amount,
          minimumTermMonths: o.minimumTermMonths,
          fuelType: fuelTypeOf(o.engineType),
          transmission: o.transmission,
          vehicleType: o.vehicleType,
        })),
      });
    }),
    route(subscription.reviews, ({ query }) => {
      const all = reviewsOf(plusCountry(query.country));
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 5;
      const average = Math.round((all.reduce((sum, r) => sum + r.rating, 0) / all.length) * 10) / 10;
      return ok({ average, count: all.length, page, pageSize, reviews: all.slice((page - 1) * pageSize, page * pageSize) });
    }),
    route(subscription.subscriptionCampaigns, ({ query, language }) =>
      ok({ campaigns: offerBannersOf(plusCountry(query.country), language, now()) }),
    ),
  ];
}
