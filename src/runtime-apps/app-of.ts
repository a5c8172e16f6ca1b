/**
 * The mark of what belongs to a runtime app: the element the shell hands an app to render into
 * (run-slot.ts) and each script the loader adds for it (load-script.ts) carry `data-runtime-app` with
 * the app's name. Read here without the app registry, so field data's chunk shares no module with
 * the pages' own chunks.
 */
const MARK = "data-runtime-app";

/**
 * The app whose element holds a node: anything the app rendered into the element the shell gave it,
 * also from inside the app's shadow roots. Undefined for the site's own parts (the slot's skeleton
 * and notice included), what an app put elsewhere, and a node no longer in the app's element.
 */
export function appOfNode(node: Node | null | undefined): string | undefined {
  let current: Node | null | undefined = node;
  while (current) {
    const element = current instanceof Element ? current : current.parentElement;
    const app = element?.closest(`div[${MARK}]`)?.getAttribute(MARK);
    if (app) return app;
    const root = current.getRootNode();
    current = root instanceof ShadowRoot ? root.host : undefined;
  }
  return undefined;
}

/** The app that loaded a script, by its full address. */
export function appOfScript(url: string): string | undefined {
  for (const script of document.querySelectorAll<HTMLScriptElement>(`script[${MARK}]`)) {
    const app = script.getAttribute(MARK);
    if (script.src === url && app) return app;
  }
  return undefined;
}
