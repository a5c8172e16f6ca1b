import { useId, useRef } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../components/button";
import { Dialog, useModal } from "../../components/dialog";
import { ShellSlot } from "../../runtime-apps/shell-slot";
import type { SubscriptionOfferWithTenure } from "../../web-api/subscription";
import type { OfferFilters, Term } from "./filters";

type Props = { offer: SubscriptionOfferWithTenure; term: Term | undefined; filters: OfferFilters; onClose: () => void };

/**
 * 'Continue': hands the chosen offer and term (and the pickup choices) to the plus create-offer
 * runtime app (spec §3), which takes the order from here. Loaded when first opened.
 */
export default function HandOverDialog({ offer, term, filters, onClose }: Props) {
  const title = useId();
  const close = useRef<HTMLButtonElement>(null);
  const dialog = useModal(close);
  const termMonths = term !== undefined && offer.tenureOptions.some((o) => o.termMonths === term) ? term : offer.minimumTermMonths;
  return (
    <Dialog ref={dialog} titleId={title} onClose={onClose}>
      <h2 id={title}>{offer.model}</h2>
      <ShellSlot
        slot="plus-create-offer"
        options={{ offerId: offer.id, termMonths, pickupDate: filters.pickupDate ?? "", branchIds: filters.branchIds.join(",") }}
      />
      <Button ref={close} $variant="secondary" onClick={() => dialog.current?.close()}>
        <FormattedMessage id="plus.dialog.close" />
      </Button>
    </Dialog>
  );
}
