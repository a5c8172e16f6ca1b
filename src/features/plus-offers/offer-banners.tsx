import { useId } from "react";
import { useIntl } from "react-intl";
import { VisuallyHidden } from "../../theme/visually-hidden";
import { dateOf } from "../../i18n/local-date";
import { useSitePage } from "../../page-context/site-page";
import { useMarketFormats } from "../../page-context/use-market-formats";
import { subscriptionCampaigns } from "../../web-api/subscription";
import { useApiCall } from "../../page-context/use-api";
import { BannerStrip as Strip } from "./screen-parts";

/** The plus offer banners (offer-banners flag) from the API's subscription campaigns; `newBanners` switches them to the new design. */
export function OfferBanners({ newDesign }: { newDesign: boolean }) {
  const intl = useIntl();
  const { market } = useSitePage();
  const formats = useMarketFormats();
  const label = useId();
  const state = useApiCall(`banners ${market.countryAlpha2}`, (client, signal) =>
    client.call(subscriptionCampaigns, { query: { country: market.countryAlpha2 }, signal }),
  );
  // Banners are extras: a failed call or none leaves the reserved box empty rather than an error.
  const campaigns = state.status === "success" ? state.data.campaigns : [];
  return (
    <Strip $new={newDesign} aria-labelledby={label} data-design={newDesign ? "new" : "classic"}>
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
