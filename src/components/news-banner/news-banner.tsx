import { useEffect } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { ContentLink } from "../link";
import { AWAY_FROM_HOME, isHomeHash } from "./home-route";
import { useLocationHash } from "../../hooks/use-location-hash";

const Bar = styled.aside`
  background: var(--color-brand);
  color: var(--color-on-brand);
  --focus-ring: var(--color-on-brand);
  text-align: center;
  font-weight: var(--weight-medium);
  font-size: var(--text-md); line-height: var(--leading-md);
  html[${AWAY_FROM_HOME}] & { display: none; }
  a {
    display: block;
    padding: var(--space-3) var(--space-4);
    text-underline-offset: 0.2em;
    outline-offset: -4px;
  }
`;

/** What the page context says about the news banner. */
export type BannerFields = { banner_display: boolean; banner_text?: string; banner_url?: string };

/** The top news banner: a link, shown only when the page sets banner_display and the hash is the home route. */
export function NewsBanner({ banner_display, banner_text, banner_url }: BannerFields) {
  const intl = useIntl();
  const hash = useLocationHash();
  // Once the render follows the real hash, the head script's early hiding has done its job.
  useEffect(() => {
    if (hash === window.location.hash) document.documentElement.removeAttribute(AWAY_FROM_HOME);
  }, [hash]);
  if (!banner_display || !banner_text || !banner_url || !isHomeHash(hash)) return null;
  return (
    <Bar aria-label={intl.formatMessage({ id: "shell.banner.label" })}>
      <ContentLink href={banner_url}>{banner_text}</ContentLink>
    </Bar>
  );
}
