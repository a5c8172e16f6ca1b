import * as api from "../../../src/web-api/campaigns";
import type { Campaign } from "../../../src/web-api/campaigns";
import { created, FixtureError, ok, route, type Route } from "../router";
import { campaignsOf } from "../seed/campaigns";
import { plusCountries } from "../seed/countries";
import type { FixtureLanguage } from "../seed/languages";
import type { FixtureState } from "../state";
import { plusCountry } from "./subscription";

function findCampaign(id: string, language: FixtureLanguage, now: Date): Campaign {
  for (const country of plusCountries.values()) {
    const campaign = campaignsOf(country, language, now).find((c) => c.id === id);
    if (campaign) return campaign;
  }
  throw new FixtureError(404, "notFound", `no campaign ${id}`, "campaignId");
}

export function campaignRoutes(state: FixtureState, now: () => Date): Route[] {
  return [
    route(api.campaigns, ({ query, language }) => {
      const product = query.trucks === true ? "trucks" : "cars";
      return ok({ campaigns: campaignsOf(plusCountry(query.country), language, now()).filter((c) => c.product === product) });
    }),
    route(api.campaignById, ({ params, language }) => ok({ campaign: findCampaign(params.campaignId, language, now()) })),
    route(api.registerForCampaign, ({ params, body, language }) => {
      const campaign = findCampaign(params.campaignId, language, now());
      if (campaign.status === "closed")
        throw new FixtureError(410, "campaignClosed", `registration for ${campaign.id} closed on ${campaign.deadline}`);
      if (!state.registerForCampaign(campaign.id, body.email.toLowerCase())) {
        throw new FixtureError(409, "alreadyRegistered", `${body.email} is already registered for ${campaign.id}`, "email");
      }
      return created({ registrationId: state.nextId("registration"), campaignId: campaign.id });
    }),
  ];
}
