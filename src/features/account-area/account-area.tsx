import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { ShellSlot } from "../../runtime-apps/shell-slot";
import { useClientOnlyStyle } from "../../hooks/use-client-style";
import { useHydrated } from "../../hooks/use-hydrated";
import { useLocationHash } from "../../hooks/use-location-hash";
import { useSitePage } from "../../page-context/site-page";
import { optionsOf, routeOf } from "./routes";
import { media } from "../../theme/media";

/**
 * Room for two lines below 650 px and one above, whichever route's name it holds: the server HTML
 * does not know the hash, so the name may change after hydration and must not move the slot below.
 */
const RouteHeading = styled.h2`
  margin: var(--space-5) 0 var(--space-4);
  font-size: var(--text-xl); line-height: var(--leading-xl);
  line-height: 1.3;
  min-height: 2.6em;
  ${media.up("sm")} { min-height: 1.3em; }
  &:focus { outline: none; }
`;

/**
 * The account area (/account): the route's name and the slot of the app its hash route mounts
 * (routes.ts). A new hash switches the app on the same page, the previous one unmounted by its slot;
 * on such a switch focus moves to the route's name, so screen readers say where the visitor is.
 */
export function AccountArea() {
  const intl = useIntl();
  const { market } = useSitePage();
  const hydrated = useHydrated();
  const hash = useLocationHash();
  // The server HTML and hydration show the home; the client's first render after them the hash's route.
  const route = routeOf(hydrated ? hash : "", market);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string>();
  useEffect(() => {
    if (!hydrated) return;
    if (shown.current !== undefined && shown.current !== route.id) heading.current?.focus();
    shown.current = route.id;
  }, [hydrated, route.id]);
  return (
    <>
      <RouteHeading ref={heading} tabIndex={-1} style={useClientOnlyStyle()}>
        {intl.formatMessage({ id: `account.route.${route.id}` })}
      </RouteHeading>
      <ShellSlot slot={route.slot} options={optionsOf(route, market)} />
    </>
  );
}
