import { useId, useMemo } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { marketFormats } from "../../i18n/formats";
import { useSitePage } from "../../shell/market-context";
import { subscriptionCampaigns } from "../../web-api/subscription";
import { useBrowserApiCall } from "./browser-call";
import { dateOf } from "./dates";
import { VisuallyHidden } from "./screen-parts";

/** One banner's height, held from the first paint so the banners arriving (or failing) move nothing. */
const BANNER_HEIGHT = "5.5rem";

const Strip = styled.aside<{ $new: boolean }>`
  margin-top: 1.5rem;
  min-height: ${BANNER_HEIGHT};
  ul { list-style: none; margin: 0; padding: 0; display: grid; grid-auto-flow: column; grid-auto-columns: 100%; overflow-x: auto; gap: 1rem; }
  li {
    box-sizing: border-box;
    height: ${BANNER_HEIGHT};
    padding: 0.75rem 1rem;
    border-radius: 0.75rem;
    overflow: hidden;
    background: ${({ theme, $new }) => ($new ? theme.surfaces.orange.background : theme.surfaces.prime.background)};
    color: ${({ theme, $new }) => ($new ? theme.surfaces.orange.text : theme.surfaces.prime.text)};
  }
  h2 { margin: 0; font-size: 1.0625rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  p { margin: 0.25rem 0 0; font-size: 0.875rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`;

/** The plus offer banners (offer-banners flag) from the API's subscription campaigns; `newBanners` switches them to the new design. */
export function OfferBanners({ newDesign }: { newDesign: boolean }) {
  const intl = useIntl();
  const { market } = useSitePage();
  const formats = useMemo(() => marketFormats(market), [market]);
  const label = useId();
  const [state, caller] = useBrowserApiCall(`banners ${market.countryAlpha2}`, (client, signal) =>
    client.call(subscriptionCampaigns, { query: { country: market.countryAlpha2 }, signal }),
  );
  // Banners are extras: a failed call or none leaves the reserved box empty rather than an error.
  const campaigns = state.status === "success" ? state.data.campaigns : [];
  return (
    <Strip $new={newDesign} aria-labelledby={label} data-design={newDesign ? "new" : "classic"}>
      {caller}
      <VisuallyHidden id={label}>{intl.formatMessage({ id: "plus.banners.label" })}</VisuallyHidden>
      {campaigns.length > 0 && (
        <ul>
          {campaigns.map((campaign) => (
            <li key={campaign.id}>
              <h2>{campaign.title}</h2>
              <p>{campaign.text}</p>
              <p>{intl.formatMessage({ id: "plus.banners.validUntil" }, { date: formats.date(dateOf(campaign.validUntil)) })}</p>
            </li>
          ))}
        </ul>
      )}
    </Strip>
  );
}
