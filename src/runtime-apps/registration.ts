/** The global an app's scripts register with: `(window.movantaApps ||= []).push({ name, create })`. */
export const REGISTRATION_GLOBAL = "movantaApps";

/** A create function as the shell sees it before checking what it returns. */
export type CreateFunction = (element: HTMLElement, props: object) => unknown;

/** The create functions registered so far, by app name (the latest registration wins). */
export type AppRegistrations = { get(name: string): CreateFunction | undefined };

/**
 * Installs the registration global on `target`: entries pushed before the shell arrived (an array)
 * are taken over, later pushes register at once. Malformed entries are ignored; the app then
 * fails as "did not register".
 */
export function installRegistrations(target: object): AppRegistrations {
  const existing: unknown = Reflect.get(target, REGISTRATION_GLOBAL);
  if (existing instanceof Registrar) return existing;
  const registrar = new Registrar();
  if (Array.isArray(existing)) registrar.push(...existing);
  Reflect.set(target, REGISTRATION_GLOBAL, registrar);
  return registrar;
}

class Registrar implements AppRegistrations {
  readonly #created = new Map<string, CreateFunction>();

  /** Same call shape as Array#push, so `(window.movantaApps ||= []).push(…)` works before and after. */
  push(...entries: unknown[]): number {
    for (const entry of entries) {
      if (entry === null || typeof entry !== "object") continue;
      const name: unknown = Reflect.get(entry, "name");
      const create: unknown = Reflect.get(entry, "create");
      if (typeof name !== "string" || typeof create !== "function") continue;
      this.#created.set(name, (element, props) => Reflect.apply(create, undefined, [element, props]));
    }
    return this.#created.size;
  }

  get(name: string): CreateFunction | undefined {
    return this.#created.get(name);
  }
}
