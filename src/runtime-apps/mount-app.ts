import { AppError, describe, reportFailure } from "./errors";
import type { CreateFunction } from "./registration";

/** A mounted app: unmounting never throws, and removes the app's element once the app let go. */
export type MountedApp = { unmount(): void };

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  value !== null && (typeof value === "object" || typeof value === "function") && typeof Reflect.get(value, "then") === "function";

function unmountOf(value: unknown): (() => unknown) | undefined {
  if (value === null || typeof value !== "object") return undefined;
  const unmount: unknown = Reflect.get(value, "unmount");
  return typeof unmount === "function" ? () => Reflect.apply(unmount, value, []) : undefined;
}

function within<T>(promise: PromiseLike<T>, ms: number, onTimeout: () => AppError): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(onTimeout()), ms)));
  return Promise.race([Promise.resolve(promise), late]).finally(() => clearTimeout(timer));
}

/**
 * Calls an app's create function with its element and props. It may return the handle or a
 * promise of it; a throw, a rejection, a timeout or a handle without `unmount` is an AppError.
 */
export async function mountApp(app: string, create: CreateFunction, element: HTMLElement, props: object, timeoutMs: number): Promise<MountedApp> {
  let result: unknown;
  try {
    result = create(element, props);
    if (isThenable(result)) {
      result = await within(result, timeoutMs, () => new AppError(app, "timeout", `create did not settle within ${timeoutMs} ms`));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(app, "create-threw", `create threw: ${describe(error)}`);
  }
  const unmount = unmountOf(result) ?? fail(app);
  return { unmount: () => void unmountSafely(app, unmount, element) };
}

function fail(app: string): never {
  throw new AppError(app, "invalid-handle", "create did not return an object with an unmount function");
}

async function unmountSafely(app: string, unmount: () => unknown, element: HTMLElement): Promise<void> {
  try {
    await unmount();
  } catch (error) {
    reportFailure(new AppError(app, "unmount-threw", `unmount threw: ${describe(error)}`));
  } finally {
    // Whatever the app left behind must not outlive it; each mount gets a fresh element.
    element.remove();
  }
}
