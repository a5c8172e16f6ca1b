import { asAppError, reportFailure } from "./errors";
import { loadApp } from "./load-app";
import { mountApp, type MountedApp } from "./mount-app";
import type { CreateFunction } from "./registration";
import type { SlotStatus } from "./status";

/** What one slot run needs: the app, where it lives, the container to mount in and its props. */
export type SlotRun = {
  app: string;
  base: string;
  container: HTMLElement;
  props: object;
  onStatus: (status: SlotStatus) => void;
};

/**
 * Loads and mounts an app into a fresh element inside the container, reporting each status.
 * Returns the stop function: it unmounts the app, or makes a load still under way end quietly.
 * Nothing escapes as an unhandled rejection; every failure ends in LOAD_ERROR or BROKEN.
 */
export function runSlot({ app, base, container, props, onStatus }: SlotRun): () => void {
  let stopped = false;
  let mounted: MountedApp | undefined;
  const element = container.ownerDocument.createElement("div");
  // Named after the app, as its scripts are: field data tells the app's paints, shifts and clicks by it (app-of.ts).
  element.dataset.runtimeApp = app;
  onStatus("LOADING");
  loadApp(app, base)
    // create runs in a task of its own: the app's last script has just run in this one (its load
    // event), and the two together made one long task on a phone (issue 45).
    .then((create) => new Promise<CreateFunction>((resolve) => setTimeout(() => resolve(create), 0)))
    .then(
      (create) => {
        if (stopped) return;
        onStatus("MOUNTING");
        container.appendChild(element);
        try {
          mounted = mountApp(app, create, element, props);
          onStatus("MOUNTED");
        } catch (error) {
          element.remove();
          reportFailure(asAppError(app, error, "create-threw", "mount failed"));
          onStatus("BROKEN");
        }
      },
      // loadApp has reported it already, once for every slot sharing the app.
      () => stopped || onStatus("LOAD_ERROR"),
    )
    .catch((error: unknown) => reportFailure(asAppError(app, error, "create-threw", "slot failed")));
  return () => {
    stopped = true;
    mounted?.unmount();
    mounted = undefined;
  };
}
