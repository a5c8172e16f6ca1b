import { useIntl } from "react-intl";
import { AppSlot, type SlotName, type SlotOptions } from "../../runtime-apps/slot";
import { ClientRegion } from "./client-region";

/** A runtime-app placeholder as a named region of the layout, hidden until the first client render. */
export function ShellSlot({ slot, options, className }: { slot: SlotName; options?: SlotOptions; className?: string }) {
  const intl = useIntl();
  return (
    <ClientRegion label={intl.formatMessage({ id: `layout.slot.${slot}` })} className={className}>
      <AppSlot slot={slot} options={options} />
    </ClientRegion>
  );
}
