import type { AppName } from "./apps";
import { absolute, runtimeConfig } from "./config";
import type { Environment } from "../environment/environment";

/**
 * The base URL of an app, ending in `/`: `<root><name>/`, or `<root><name>/<version>/` when a
 * version override applies. The bootstrapper and every script path are relative to it.
 */
export function appBase(app: AppName, environment: Environment, origin: string, version?: string): string {
  const root = absolute(runtimeConfig.appRoot[environment], origin);
  return new URL(version ? `${app}/${version}/` : `${app}/`, root).href;
}
