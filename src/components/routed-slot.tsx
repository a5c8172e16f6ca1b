import { useEffect, useRef } from "react";
import styled from "styled-components";
import { useClientOnlyStyle } from "../hooks/use-client-style";
import { useHydrated } from "../hooks/use-hydrated";
import { useLocationHash } from "../hooks/use-location-hash";
import type { SlotOptions } from "../runtime-apps/app-props";
import { ShellSlot } from "../runtime-apps/shell-slot";
import type { SlotName } from "../runtime-apps/slots";
import { media } from "../theme/media";

/** One step of a page whose hash picks the app: its id (for its name), its hash, and the slot it mounts. */
export type SlotRoute = Readonly<{ id: string; hash: string; slot: SlotName; options?: SlotOptions }>;

/**
 * The route a hash opens: the one whose hash is the hash's first path segment (`#/offers`, and
 * `#/offers?branch=x`, whose rest belongs to the app), else the first route, the page's home.
 */
export function routeFor<R extends SlotRoute>(routes: readonly [R, ...R[]], hash: string): R {
  const first = /^#\/[^/?]*/.exec(hash)?.[0];
  return routes.find((route) => route.hash !== "" && route.hash === first) ?? routes[0];
}

/** Room for two lines below 650 px and one above: the server HTML names the home, the client the hash's route. */
const Heading = styled.h2`
  margin: var(--space-4) 0 var(--space-3);
  font-size: var(--text-lg);
  line-height: 1.3;
  min-height: 2.6em;
  ${media.up("sm")} { min-height: 1.3em; }
  &:focus { outline: none; }
`;

/**
 * A page's hash-routed slot (the zen funnel, the long-term rental steps): the route's name and the slot
 * of its app. A new hash switches the app on the same page and moves focus to the name, so screen
 * readers say where the visitor is; the apps hand over to each other through the hash alone.
 */
export function RoutedSlot<R extends SlotRoute>({ routes, nameOf }: { routes: readonly [R, ...R[]]; nameOf: (route: R) => string }) {
  const hydrated = useHydrated();
  const hash = useLocationHash();
  const route = routeFor(routes, hydrated ? hash : "");
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string>();
  useEffect(() => {
    if (!hydrated) return;
    if (shown.current !== undefined && shown.current !== route.id) heading.current?.focus();
    shown.current = route.id;
  }, [hydrated, route.id]);
  return (
    <>
      <Heading ref={heading} tabIndex={-1} style={useClientOnlyStyle()}>
        {nameOf(route)}
      </Heading>
      <ShellSlot slot={route.slot} options={route.options} />
    </>
  );
}
