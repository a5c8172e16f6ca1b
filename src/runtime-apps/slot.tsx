import { useIntl } from "react-intl";
import { VisuallyHidden } from "../theme/visually-hidden";
import type { SlotOptions } from "./app-props";
import type { SlotName } from "./slots";
import { slotSizes } from "./slot-sizes";
import { DebugStatus, Fallback, Region, RetryButton, Skeleton } from "./slot-view";
import { isFailed, isLoading } from "./status";
import { useAppSlot } from "./use-app-slot";

export type { SlotOptions } from "./app-props";
export type { SlotName } from "./slots";

/**
 * A runtime application's placeholder: shows a skeleton while the app bound to the slot loads,
 * the app once mounted, and a quiet translated notice with a Retry button if it fails (the compact
 * header slot: its short word only); in debug mode also its status.
 * Layouts use only this component and these props.
 */
export function AppSlot({ slot, options, className }: { slot: SlotName; options?: SlotOptions; className?: string }) {
  const intl = useIntl();
  const { app, status, version, debug, container, retry } = useAppSlot(slot, options);
  const label = intl.formatMessage({ id: `apps.slot.${slot}` });
  const loading = isLoading(status);
  const shown = status === "MOUNTING" || status === "MOUNTED";
  const compact = slotSizes[slot].width !== undefined;
  // An unbound slot (a third party's place) stays an empty box, not an empty landmark.
  if (!app) return <div data-app-slot={slot} data-app-status={status} className={className} />;
  return (
    <Region
      $size={slotSizes[slot]}
      aria-label={label}
      aria-busy={loading && status !== "WAITING"}
      data-app-slot={slot}
      data-app-status={status}
      data-app-name={app}
      data-app-version={version}
      className={className}
    >
      {debug && (
        <DebugStatus>
          {intl.formatMessage(
            { id: "apps.debug.status" },
            { app, version: version ?? intl.formatMessage({ id: "apps.debug.currentVersion" }), status },
          )}
        </DebugStatus>
      )}
      {loading && (
        <Skeleton data-slot-skeleton="">
          <VisuallyHidden>{intl.formatMessage({ id: "apps.loading" }, { name: label })}</VisuallyHidden>
        </Skeleton>
      )}
      {isFailed(status) &&
        (compact ? (
          <Fallback $compact>
            <span aria-hidden="true">{intl.formatMessage({ id: "apps.unavailableShort" })}</span>
            <VisuallyHidden>{intl.formatMessage({ id: "apps.unavailable" }, { name: label })}</VisuallyHidden>
          </Fallback>
        ) : (
          <Fallback>
            <span>{intl.formatMessage({ id: "apps.unavailable" }, { name: label })}</span>{" "}
            <RetryButton type="button" onClick={retry}>
              {intl.formatMessage({ id: "apps.retry" })}
            </RetryButton>
          </Fallback>
        ))}
      <div ref={container} hidden={!shown} />
    </Region>
  );
}
