import { memo, Suspense, useEffect, useMemo, useState, useSyncExternalStore, type ComponentType } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { RawIntlProvider, useIntl } from "react-intl";
import { useNear } from "../hooks/use-near";
import { PageContextProvider, useSitePage } from "../page-context/site-page";

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

/** A kept part's own root, whether it has hydrated, and the button clicked before it had. */
type KeptRoot = { root?: Root; hydrated: boolean; clicked?: HTMLButtonElement };

/** Calls `then` once the part it is in has committed: for a kept part, once its root has hydrated the server's nodes. */
function Done({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/**
 * Until the part has hydrated: a click in it loads its code at once (`reached`), and a click on one of
 * its buttons (a key's too), which does nothing without that code, is held and given to the same button
 * once it has (the nodes are the server's, so the button is the one clicked). Links need no holding:
 * they work as links. The click is taken at the document, before any React root sees it: while the
 * part's own root is still hydrating, the page's root would stop it (React cannot hydrate a root whose
 * container is one of its own nodes first, and stops a click it cannot deliver). Returns the removal
 * of the listener.
 */
function holdClicks(element: HTMLElement, own: KeptRoot, reached: () => void): () => void {
  const hold = (event: Event): void => {
    const target = event.target;
    if (own.hydrated || !(target instanceof Element) || !element.contains(target)) return;
    reached();
    const button = target.closest("button");
    if (button) {
      event.preventDefault();
      event.stopImmediatePropagation();
      own.clicked = button;
    }
  };
  const document = element.ownerDocument;
  document.addEventListener("click", hold, true);
  return () => document.removeEventListener("click", hold, true);
}

/**
 * A part of the page below its first screen whose code loads only when the visitor comes near (`ahead`
 * below the viewport, as useNear takes it; `null` for a part with nothing to hydrate, a picture, whose
 * server HTML stays as it is). The server renders it whole, so its HTML is complete without script
 * (links work as links, disclosures open). While the first page hydrates, React hydrates the part's
 * wrapping element without looking into it, and asks for no code. When the part comes near, its chunk
 * loads and a React root of its own hydrates the server's nodes inside: none is replaced, so a click,
 * focus or an open disclosure stays where it is; a button clicked before is clicked again then
 * (holdClicks). A root of its own, not a Suspense boundary that
 * hydrates later: an update above such a boundary before it hydrates (Gatsby's router renders the
 * page again on a hash change, the skip link's) makes React drop its server HTML. The part's root gets
 * the page's context and texts. On a page reached by client-side navigation there is no server HTML:
 * the part renders as soon as its chunk is in. The wrapping element is a plain block, whose children's
 * margins collapse through it.
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

  /** The part once its code is in; until then it suspends. */
  function Ready(props: P) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    if (failed) return null;
    throw fetch();
  }

  function Part(props: P) {
    const page = useSitePage();
    const intl = useIntl();
    // Whether the server's HTML is there and stays until the part's own root hydrates it.
    const [kept] = useState(useHydrating() && !loaded);
    const [own] = useState<KeptRoot>(() => ({ hydrated: false }));
    const [ref, near] = useNear<HTMLDivElement>(ahead ?? "0px", kept && ahead !== null);
    // The visitor clicked in the part before it came near.
    const [used, setUsed] = useState(false);
    const [hydrated] = useState(() => () => {
      own.hydrated = true;
      const button = own.clicked;
      own.clicked = undefined;
      if (button?.isConnected) button.click();
    });
    const part = useMemo(
      () => (
        <PageContextProvider value={page}>
          <RawIntlProvider value={intl}>
            <Suspense fallback={null}>
              <Ready {...props} />
              <Done then={hydrated} />
            </Suspense>
          </RawIntlProvider>
        </PageContextProvider>
      ),
      [page, intl, props, hydrated],
    );
    useEffect(() => {
      const element = ref.current;
      if (!kept || !element) return;
      return holdClicks(element, own, () => setUsed(true));
    }, [kept, ref, own]);
    useEffect(() => {
      const element = ref.current;
      if (!kept || !(near || used) || !element) return;
      // A render sent to a root still hydrating would make React drop the server's nodes and render anew.
      if (own.root) return own.hydrated ? own.root.render(part) : undefined;
      let live = true;
      // Without its code the server's HTML stays: its links still work.
      void fetch().then(() => {
        if (live && loaded) own.root = hydrateRoot(element, part);
      });
      return () => {
        live = false;
      };
    }, [kept, near, used, ref, own, part]);
    // A root is unmounted outside React's render of another.
    useEffect(() => () => void setTimeout(() => own.root?.unmount()), [own]);
    if (kept) return <div ref={ref} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
    return <div ref={ref}>{part}</div>;
  }
  return Object.assign(memo<P>(Part), { preload: fetch });
}
