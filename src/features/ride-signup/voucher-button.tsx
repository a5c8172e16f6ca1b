import { useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { useSitePage } from "../../shell/market-context";
import { Muted, Submit } from "./parts";
import { voucherDiscount } from "./voucher";

/** Holds its height whether or not a code has arrived, so the page does not shift after hydration. */
const Box = styled.div`
  display: grid;
  gap: 0.75rem;
  min-height: 9rem;
  padding: 1rem;
  border: 2px dashed ${({ theme }) => theme.colors.brand};
  border-radius: 8px;
`;

const Code = styled.code`
  font-size: 1.5rem;
  font-weight: 700;
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;

type Copy = "idle" | "copied" | "failed";

/**
 * The first-ride voucher (spec §1, §9): the discount in the market's currency and format, the code,
 * and a button that copies it and says so in a live region. Without a code (the page opened
 * directly, not from the confirmation link) it says how to get one.
 */
export function VoucherButton({ code }: { code: string | undefined }) {
  const { market } = useSitePage();
  const [copy, setCopy] = useState<Copy>("idle");
  const codeText = useRef<HTMLElement>(null);
  const amount = voucherDiscount(market);

  const copyCode = async (): Promise<void> => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      setCopy("copied");
    } catch {
      // No clipboard (an insecure page, a refused permission): select the code for the visitor to copy.
      if (codeText.current) window.getSelection()?.selectAllChildren(codeText.current);
      setCopy("failed");
    }
  };

  return (
    <Box aria-labelledby="ride-voucher-title" role="region">
      <h2 id="ride-voucher-title">
        <FormattedMessage id="ride.voucher.discount" values={{ amount }} />
      </h2>
      {code ? (
        <>
          <p>
            <FormattedMessage id="ride.voucher.code" /> <Code ref={codeText}>{code}</Code>
          </p>
          <div>
            <Submit type="button" onClick={() => void copyCode()}>
              <FormattedMessage id="ride.voucher.copy" />
            </Submit>
          </div>
        </>
      ) : (
        <Muted>
          <FormattedMessage id="ride.voucher.missing" />
        </Muted>
      )}
      <p role="status">
        {copy === "copied" && <FormattedMessage id="ride.voucher.copied" values={{ code }} />}
        {copy === "failed" && <FormattedMessage id="ride.voucher.copyFailed" />}
      </p>
    </Box>
  );
}
