import { lazy, Suspense } from "react";
import { useHydrated } from "../hooks/use-hydrated";
import { readCookie } from "../environment/storage";
import { DEBUG_COOKIE, DEBUG_WINDOW_SETTING, wantsDebugger } from "../runtime-apps/debug-mode";

/**
 * The slot's code is asked for in debug mode only: the page shell, which every page loads, would
 * otherwise carry the runtime-app slot a second time beside the template's own copy.
 */
const DebuggerApp = lazy(() =>
  import(/* webpackChunkName: "debugger-slot" */ "../runtime-apps/shell-slot").then(({ ShellSlot }) => ({
    default: () => <ShellSlot slot="debugger" />,
  })),
);

/**
 * The debugger app's slot at the page's foot, in debug mode only and never on a production host
 * (debug-mode.ts): it lists each slot's app, version, status and timings from the slots' attributes
 * and the `runtime-apps:<slot>:<STATUS>` performance marks. Nothing of it is in the server HTML.
 */
export function DebuggerSlot() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const wanted = wantsDebugger({
    cookie: readCookie(DEBUG_COOKIE),
    windowSetting: Reflect.get(window, DEBUG_WINDOW_SETTING),
    hostname: window.location.hostname,
  });
  return wanted ? (
    <Suspense fallback={null}>
      <DebuggerApp />
    </Suspense>
  ) : null;
}
