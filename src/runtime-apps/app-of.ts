import { isAppName, type AppName } from "./apps";
import { slotApps, type SlotName } from "./slots";

const isSlotName = (value: string): value is SlotName => Object.hasOwn(slotApps, value);

/**
 * The app whose slot holds a node (AppSlot marks its box `data-app-slot`): the app's own elements, or
 * the shell's skeleton and notice that stand in for it. Climbs out of shadow roots. Undefined for the
 * site's own parts and for a detached node.
 */
export function appOfNode(node: Node | null | undefined): AppName | undefined {
  let current: Node | null | undefined = node;
  while (current) {
    const element = current instanceof Element ? current : current.parentElement;
    const slot = element?.closest("[data-app-slot]")?.getAttribute("data-app-slot");
    if (slot) return isSlotName(slot) ? slotApps[slot] : undefined;
    const root = current.getRootNode();
    current = root instanceof ShadowRoot ? root.host : undefined;
  }
  return undefined;
}

/** The app that loaded a script, by the mark the loader gives each app script (`data-runtime-app`, load-script.ts). */
export function appOfScript(url: string): AppName | undefined {
  for (const script of document.querySelectorAll<HTMLScriptElement>("script[data-runtime-app]")) {
    const app = script.dataset.runtimeApp;
    if (script.src === url && app !== undefined && isAppName(app)) return app;
  }
  return undefined;
}
