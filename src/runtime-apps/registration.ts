/** The global an app's scripts register with: `(window.movantaApps ||= []).push({ name, create })`. */
export const REGISTRATION_GLOBAL = "movantaApps";

/** A create function as the shell sees it before checking what it returns. */
export type CreateFunction = (element: HTMLElement, props: object) => unknown;

/** The create functions registered so far, by app name, each only from a script under its app's base. */
export type AppRegistrations = { get(name: string, base: string): CreateFunction | undefined };

/** The URL of the classic script running now, as the browser reports it (none in a callback or a module). */
export type CurrentScript = () => string | undefined;

const documentCurrentScript: CurrentScript = () => {
  const script = document.currentScript;
  return script instanceof HTMLScriptElement && script.src ? script.src : undefined;
};

/** The registrar installed on each target: a second install finds it, a look-alike put there by others is never trusted. */
const installed = new WeakMap<object, AppRegistrations>();

type Registration = { script: string; create: CreateFunction };

/**
 * Installs the registration global on `target`. A registration counts only when it comes from a
 * script that is running (`document.currentScript`), and `get` hands out an app's create function only
 * if that script was loaded from the app's own base: no other script on the page (a third party's, an
 * injected one) can register or replace an app. Entries pushed before the shell arrived (the array
 * form) have no script to vouch for them and are ignored, as are malformed entries; such an app fails
 * as "did not register". What was registered lives in this closure, out of reach of the page's other
 * scripts, and the registrar itself is frozen.
 */
export function installRegistrations(target: object, currentScript: CurrentScript = documentCurrentScript): AppRegistrations {
  const known = installed.get(target);
  if (known && Reflect.get(target, REGISTRATION_GLOBAL) === known) return known;
  const registered = new Map<string, Registration[]>();
  const registrar = Object.freeze({
    /** Same call shape as Array#push, so `(window.movantaApps ||= []).push(…)` works before and after. */
    push(...entries: unknown[]): number {
      const script = currentScript();
      if (script)
        for (const entry of entries) {
          if (entry === null || typeof entry !== "object") continue;
          const name: unknown = Reflect.get(entry, "name");
          const create: unknown = Reflect.get(entry, "create");
          if (typeof name !== "string" || typeof create !== "function") continue;
          const registration: Registration = { script, create: (element, props) => Reflect.apply(create, undefined, [element, props]) };
          registered.set(name, [...(registered.get(name) ?? []), registration]);
        }
      return registered.size;
    },
    /** The latest create function registered under `name` by a script loaded from `base` (a URL ending in `/`). */
    get(name: string, base: string): CreateFunction | undefined {
      return registered
        .get(name)
        ?.filter((r) => r.script.startsWith(base))
        .at(-1)?.create;
    },
  });
  installed.set(target, registrar);
  Reflect.set(target, REGISTRATION_GLOBAL, registrar);
  return registrar;
}
