import { useClientValue } from "../../hooks/use-client-value";
import { AppBanner } from "./app-banner";
import { Panel } from "./parts";
import { voucherFromState } from "./voucher";
import { VoucherButton } from "./voucher-button";

/**
 * The thank-you page after the confirmation (spec §2): the voucher and the app banner. The code comes
 * in the history state from the confirmation page (it survives a reload, not a shared link), read
 * after mount so the static HTML hydrates cleanly.
 */
export function ThankYouScreen({ historyState }: { historyState: unknown }) {
  const code = useClientValue(() => voucherFromState(historyState), undefined, historyState);
  return (
    <Panel>
      <VoucherButton code={code} />
      <AppBanner />
    </Panel>
  );
}
