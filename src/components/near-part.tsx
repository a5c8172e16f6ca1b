import { Suspense, useEffect, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { firstPageHydrated } from "../hooks/first-page";
import { useNear } from "../hooks/use-near";

/**
 * Whether a component rendering now is part of the first page's hydration: its server HTML is in the
 * document (Gatsby's focus wrapper holds the page; the offline app shell's is empty, and React renders it).
 */
const hydratingServerHtml = (): boolean =>
  !firstPageHydrated() && typeof document !== "undefined" && document.getElementById("gatsby-focus-wrapper")?.hasChildNodes() === true;

/** A part whose code is a chunk of its own; `preload` fetches it, after which the part renders at once. */
export type NearPart<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/** What a visitor may have changed in the server's HTML of a part before React rendered it: open disclosures and focus. */
function visitorState(root: Element): (root: Element) => void {
  const before = [...root.querySelectorAll("*")];
  const open = before.flatMap((element, i) => (element instanceof HTMLDetailsElement && element.open ? [i] : []));
  const focused = before.findIndex((element) => element === document.activeElement);
  // The rendered part is the same markup, so the same places name the same elements.
  return (after) => {
    const now = [...after.querySelectorAll("*")];
    for (const i of open) {
      const details = now[i];
      if (details instanceof HTMLDetailsElement) details.open = true;
    }
    const target = now[focused];
    if (focused >= 0 && target instanceof HTMLElement) target.focus({ preventScroll: true });
  };
}

/**
 * A part of the page below its first screen whose code loads only when the visitor comes near (`ahead`
 * below the viewport, as useNear takes it; `null` for a part with nothing to hydrate, a picture, whose
 * server HTML stays as it is). The server renders it whole, so its HTML is complete
 * without script (links work as links, disclosures open); while the first page hydrates, React keeps
 * that HTML untouched in an element it does not look into, and the part's code is not downloaded. When
 * the part comes near, its chunk loads and React renders it in place: the same markup, so nothing moves;
 * open disclosures and focus carry over. On a page reached by client-side navigation there is no server
 * HTML: the part renders as soon as its chunk is in. The wrapping element is a plain block, whose
 * children's margins collapse through it as before.
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

  /** The part once its code is in; until then it suspends (the server waits for it; in the browser nothing shows yet). */
  function Ready(props: P) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    if (failed) return null;
    throw fetch();
  }

  function Part(props: P) {
    const [kept, setKept] = useState(() => !loaded && hydratingServerHtml());
    const [ref, near] = useNear<HTMLDivElement>(ahead ?? "0px", kept && ahead !== null);
    useEffect(() => {
      if (!kept || !near) return;
      let live = true;
      void fetch().then(() => {
        // Without its code the server's HTML stays: its links still work.
        if (!live || !loaded || !ref.current) return;
        const carry = visitorState(ref.current);
        // Rendered and carried over in one task, before the browser paints again.
        flushSync(() => setKept(false));
        carry(ref.current);
      });
      return () => {
        live = false;
      };
    }, [kept, near, ref]);
    // React hydrates the element but not what is inside it, and leaves it as the server wrote it.
    if (kept) return <div ref={ref} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          <Ready {...props} />
        </Suspense>
      </div>
    );
  }
  return Object.assign(Part, { preload: fetch });
}
