import { useApiCall, type ApiState } from "../../page-context/use-api";
import {
  subscriptionBranches,
  subscriptionOffers,
  subscriptionOffersWithTenure,
  type SubscriptionBranch,
  type SubscriptionOfferWithTenure,
} from "../../web-api/subscription";

/** What the offers list works on: the country's branches and its offers, each with its price per term. */
export type Catalogue = { branches: SubscriptionBranch[]; offers: SubscriptionOfferWithTenure[] };
export type CatalogueState = ApiState<Catalogue> & { retry: () => void };

export type CatalogueOptions = {
  country: string;
  /** The contract-term flag: prices per term from the v1.1 endpoint, else the minimum term's price only. */
  withTenure: boolean;
  /** The dynamic-offers flag: the API narrows by branch and date, else the whole list is filtered here. */
  dynamic: { branchIds: readonly string[]; pickupDate: string | undefined } | undefined;
};

/**
 * Loads branches and offers together, one state for both so the screen never shows half a list.
 * The static HTML and the hydration render show the loading state, so the page hydrates cleanly.
 */
export function useCatalogue({ country, withTenure, dynamic }: CatalogueOptions): CatalogueState {
  const query = {
    country,
    ...(dynamic && dynamic.branchIds.length > 0 ? { branchIds: [...dynamic.branchIds] } : {}),
    ...(dynamic?.pickupDate ? { pickupDate: dynamic.pickupDate } : {}),
  };
  return useApiCall<Catalogue>(JSON.stringify([query, withTenure]), async (client, signal) => {
    const [{ branches }, offers] = await Promise.all([
      client.call(subscriptionBranches, { query: { country }, signal }),
      withTenure
        ? client.call(subscriptionOffersWithTenure, { query, signal }).then((answer) => answer.offers)
        : client
            .call(subscriptionOffers, { query, signal })
            .then((answer) => answer.offers.map((offer) => ({ ...offer, tenureOptions: [] }))),
    ]);
    return { branches, offers };
  });
}
