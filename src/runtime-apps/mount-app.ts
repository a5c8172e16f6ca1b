import { AppError, describe, reportFailure } from "./errors";
import type { CreateFunction } from "./registration";

/** A mounted app: unmounting never throws, and removes the app's element once the app let go. */
export type MountedApp = { unmount(): void };

/**
 * Calls an app's create function with its element and props; it must return `{ unmount }` at once
 * (an app that needs to fetch first renders its own loading state). A throw or any other result
 * is an AppError.
 */
export function mountApp(app: string, create: CreateFunction, element: HTMLElement, props: object): MountedApp {
  let handle: unknown;
  try {
    handle = create(element, props);
  } catch (error) {
    throw new AppError(app, "create-threw", `create threw: ${describe(error)}`);
  }
  const unmount: unknown = handle !== null && typeof handle === "object" ? Reflect.get(handle, "unmount") : undefined;
  if (typeof unmount !== "function") throw new AppError(app, "invalid-handle", "create did not return an object with an unmount function");
  return { unmount: () => void unmountSafely(app, () => Reflect.apply(unmount, handle, []), element) };
}

async function unmountSafely(app: string, unmount: () => unknown, element: HTMLElement): Promise<void> {
  try {
    // Awaited so that an async unmount's rejection is reported here, not left unhandled.
    await unmount();
  } catch (error) {
    reportFailure(new AppError(app, "unmount-threw", `unmount threw: ${describe(error)}`));
  } finally {
    // Whatever the app left behind must not outlive it; each mount gets a fresh element.
    element.remove();
  }
}
