import styled from "styled-components";

/** Every placeholder a layout can hold a runtime application in. */
export type SlotName =
  | "booking-engine"
  | "sign-in"
  | "ride-booking"
  | "ride-home"
  | "funnel-container"
  | "plus-offer-list"
  | "transfer-components";

/** Options a layout hands the app mounted in a slot (e.g. `rideTerms: true` for sign-in). */
export type SlotOptions = Readonly<Record<string, string | number | boolean>>;

const Region = styled.div`
  min-height: 3rem;
`;

/**
 * A runtime application's placeholder. For now an empty region; the runtime-apps loader mounts the
 * application bound to the slot here. Layouts use only this component and these props.
 */
export function AppSlot({ slot, options: _options, className }: { slot: SlotName; options?: SlotOptions; className?: string }) {
  return <Region data-app-slot={slot} className={className} />;
}
