import { absolute, apiBase, serviceUrl as service, type PerEnvironment } from "../environment/api-base";

export { absolute };

/** Where runtime apps, the web API and the shell's assets live, and how long the loader waits. */
export const runtimeConfig = {
  /**
   * Root of all app bases: an app's base is `<root><name>/`, or `<root><name>/<version>/`. The
   * shell's skeleton bundle and fonts stylesheet (spec §7) live beside the apps, in `<root>_shell/`.
   */
  appRoot: {
    dev: "/apps/",
    stage: `${service("apps", "stage")}/`,
    prod: `${service("apps", "prod")}/`,
  } satisfies PerEnvironment,
  /** The web API handed to apps as `apiBase` (src/environment/api-base.ts). */
  apiBase,
  /** One bootstrapper attempt, body included; a timed-out attempt counts as failed. */
  bootstrapperTimeoutMs: 3000,
  /** Extra attempts after a network error, a timeout or a 5xx answer (never after a 4xx). */
  bootstrapperRetries: 1,
  /** Pause before a retry, grown linearly with each attempt. */
  retryDelayMs: 250,
  /** One app script, from insertion to its load event. */
  scriptTimeoutMs: 8000,
} as const;
