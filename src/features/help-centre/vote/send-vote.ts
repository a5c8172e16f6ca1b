import type { Market } from "../../../../markets/schema";
import { acceptLanguageHeader } from "../../../runtime-apps/app-props";
import { absolute, runtimeConfig } from "../../../runtime-apps/config";
import { environmentOf } from "../../../environment/environment";
import { createApiClient } from "../../../web-api/client";
import { helpCentreEndpoints, type HelpCentre } from "../../../web-api/help-centre";

/**
 * Posts one vote. A chunk of its own, loaded on the first click: the article page's first load
 * carries no API client and no schemas, since most readers never vote.
 */
export async function sendVote(market: Pick<Market, "acceptLanguage">, centre: HelpCentre, articleId: string, helpful: boolean): Promise<void> {
  const { hostname, origin } = window.location;
  const client = createApiClient({ base: absolute(runtimeConfig.apiBase[environmentOf(hostname)], origin), acceptLanguage: acceptLanguageHeader(market.acceptLanguage) });
  await client.call(helpCentreEndpoints(centre).vote, { params: { articleId }, body: { helpful } });
}
