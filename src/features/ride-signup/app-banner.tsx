import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Row } from "../../components/blocks/parts";
import { targetProps } from "../../components/link";
import { VisuallyHidden } from "../../theme/visually-hidden";
import { useSitePage } from "../../page-context/site-page";

const Banner = styled.aside`
  display: grid;
  gap: var(--space-3);
  padding: var(--space-5);
  border-radius: var(--radius-md);
  background: var(--color-ride);
  color: var(--color-on-dark);
  --focus-ring: var(--color-focus-on-dark);
  & h2, & p { margin: 0; }
`;

const Stores = styled(Row)`
  & a {
    display: inline-block;
    min-height: var(--control-height);
    padding: var(--space-2) var(--space-4);
    border: 1px solid currentColor;
    border-radius: var(--radius-sm);
    color: inherit;
    font-weight: var(--weight-bold);
  }
`;

/**
 * The app-download banner of the thank-you page (spec §2, §9): the market's store links, each in a
 * new window without opener. Markets without store links show no banner at all.
 */
export function AppBanner() {
  const { market } = useSitePage();
  const intl = useIntl();
  const stores = [
    { href: market.links.appStore, id: "ride.app.ios" },
    { href: market.links.playStore, id: "ride.app.android" },
  ].flatMap(({ href, id }) => (href === undefined ? [] : [{ href, id }]));
  if (stores.length === 0) return null;
  return (
    <Banner aria-labelledby="ride-app-title">
      <h2 id="ride-app-title">
        <FormattedMessage id="ride.app.title" />
      </h2>
      <p>
        <FormattedMessage id="ride.app.text" />
      </p>
      <Stores aria-label={intl.formatMessage({ id: "ride.app.download" })}>
        {stores.map((store) => (
          <li key={store.id}>
            <a href={store.href} {...targetProps(1)}>
              <FormattedMessage id={store.id} />
              <VisuallyHidden>
                {" "}
                <FormattedMessage id="ride.app.newWindow" />
              </VisuallyHidden>
            </a>
          </li>
        ))}
      </Stores>
    </Banner>
  );
}
