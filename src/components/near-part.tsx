import {
  memo,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type MutableRefObject,
} from "react";
import { useNear } from "../hooks/use-near";

/** A part whose code is a chunk of its own; `preload` fetches it, after which the part renders at once. */
export type NearPart<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

const unsubscribed = () => () => undefined;
/** True while React hydrates the server's HTML (it reads the server's snapshot then), false in every other render. */
const useHydrating = (): boolean =>
  useSyncExternalStore(
    unsubscribed,
    () => false,
    () => true,
  );

/** A promise and the function that resolves it. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/**
 * A copy of the server's HTML: shown only if React has to render a part that had not hydrated yet
 * (after an update from above, as a change of the location's hash makes), until the part's code is in.
 */
function Kept({ html }: { html: MutableRefObject<string> }) {
  return html.current ? <div dangerouslySetInnerHTML={{ __html: html.current }} /> : null;
}

/**
 * A part of the page below its first screen whose code loads only when the visitor comes near (`ahead`
 * below the viewport, as useNear takes it; `null` for a part with nothing to hydrate, a picture, whose
 * server HTML stays as it is). The server renders it whole, so its HTML is complete without script
 * (links work as links, disclosures open). While the first page hydrates, the part suspends inside a
 * Suspense boundary: React leaves the boundary's server HTML in place, not hydrated, and asks for no
 * code. When the part comes near, its chunk loads and React hydrates those very nodes: none is
 * replaced, so a click, focus or an open disclosure stays where it is (an event on the part before
 * then makes React try to hydrate it first; a link the part's code has not reached is a plain link).
 * No value from above may change meanwhile: the part and its boundary take the same props, memoised.
 * On a page reached by client-side navigation there is no server HTML: the part renders as soon as
 * its chunk is in. The wrapping element is a plain block, whose children's margins collapse through it.
 */
export function nearPart<P extends object>(load: () => Promise<ComponentType<P>>, ahead: string | null): NearPart<P> {
  let loaded: ComponentType<P> | undefined;
  let failed = false;
  let pending: Promise<void> | undefined;
  const fetch = (): Promise<void> =>
    (pending ??= load().then(
      (part) => {
        loaded = part;
      },
      (error: unknown) => {
        failed = true;
        console.error(error);
      },
    ));
  // The server renders every part whole, and its modules are evaluated when it starts (src/ssr-modules.ts).
  if (typeof window === "undefined") void fetch();

  /** The part once its code is in; until then it suspends, until `near` while hydrating, else until its code is in. */
  function Ready({ props, near }: { props: P; near: Promise<void> | undefined }) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    // Without its code the server's HTML stays (its links still work); on a page the client renders nothing shows.
    if (failed && !near) return null;
    throw near ?? fetch();
  }

  function Part(props: P) {
    const hydrating = useHydrating();
    // Opens once the part is near and its code is in: only for a part whose server HTML is there to hydrate.
    const [near] = useState(() => (hydrating && !loaded ? gate() : undefined));
    const [ref, isNear] = useNear<HTMLDivElement>(ahead ?? "0px", near !== undefined && ahead !== null);
    const html = useRef("");
    useEffect(() => {
      if (near) html.current ||= ref.current?.innerHTML ?? "";
      if (near && isNear) void fetch().then(() => loaded && near.open());
    }, [near, isNear, ref]);
    // The same element while the props are the same: a boundary given new props before it hydrates loses its server HTML.
    const boundary = useMemo(
      () => (
        <Suspense fallback={<Kept html={html} />}>
          <Ready props={props} near={near?.promise} />
        </Suspense>
      ),
      [props, near],
    );
    return <div ref={ref}>{boundary}</div>;
  }
  return Object.assign(memo<P>(Part), { preload: fetch });
}
