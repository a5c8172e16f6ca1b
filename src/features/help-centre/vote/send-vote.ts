import type { Market } from "../../../../markets/schema";
import { acceptLanguageHeader } from "../../../environment/accept-language";
import { pageApiBase } from "../../../environment/api-base";
import { createApiClient } from "../../../web-api/client";
import { helpCentreEndpoints, type HelpCentre } from "../../../web-api/help-centre";

/**
 * Posts one vote. A chunk of its own, loaded on the first click: the article page's first load
 * carries no API client and no schemas, since most readers never vote.
 */
export async function sendVote(
  market: Pick<Market, "acceptLanguage">,
  centre: HelpCentre,
  articleId: string,
  helpful: boolean,
): Promise<void> {
  const client = createApiClient({ base: pageApiBase(window.location), acceptLanguage: acceptLanguageHeader(market.acceptLanguage) });
  await client.call(helpCentreEndpoints(centre).vote, { params: { articleId }, body: { helpful } });
}
