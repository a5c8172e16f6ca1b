import { AppSlot, type SlotName, type SlotOptions } from "./slot";
import { ClientRegion } from "./client-region";

/** A runtime-app placeholder, hidden until the first client render; AppSlot itself is the named region. */
export function ShellSlot({ slot, options, className }: { slot: SlotName; options?: SlotOptions; className?: string }) {
  return (
    <ClientRegion className={className}>
      <AppSlot slot={slot} options={options} />
    </ClientRegion>
  );
}
