import { runtimeConfig } from "./config";
import { AppError, asAppError, reportFailure } from "./errors";
import { fetchBootstrapper } from "./fetch-bootstrapper";
import { loadScript, preloadScript } from "./load-script";
import { installRegistrations, type CreateFunction } from "./registration";
import { validateBootstrapper } from "./validate-bootstrapper";

const loads = new Map<string, Promise<CreateFunction>>();

/**
 * Loads one app from its base up to its create function: bootstrapper, validation, scripts in
 * order, registration. Slots sharing an app base share one load; a failed load is reported once
 * on the console and forgotten, so a later mount tries again.
 */
export function loadApp(app: string, base: string): Promise<CreateFunction> {
  const known = loads.get(base);
  if (known) return known;
  const loading = steps(app, base);
  loads.set(base, loading);
  loading.catch((error: unknown) => {
    loads.delete(base);
    reportFailure(asAppError(app, error, "script-failed", "could not be loaded"));
  });
  return loading;
}

async function steps(app: string, base: string): Promise<CreateFunction> {
  const scripts = validateBootstrapper(app, base, await fetchBootstrapper(app, new URL("bootstrapper.json", base).href));
  const registrations = installRegistrations(window);
  if (scripts.length > 1) scripts.forEach(preloadScript);
  for (const script of scripts) await loadScript(app, script, runtimeConfig.scriptTimeoutMs);
  const create = registrations.get(app, base);
  if (!create)
    throw new AppError(
      app,
      "not-registered",
      `its scripts ran but registered no create function under "${app}" (only scripts loaded from ${base} count)`,
    );
  return create;
}
