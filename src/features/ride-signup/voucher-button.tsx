import { useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { useSitePage } from "../../page-context/site-page";
import { Layer, Muted, Stack, Submit } from "./parts";
import { voucherDiscount } from "./voucher";

const Box = styled.div`
  display: grid;
  gap: var(--space-3);
  padding: var(--space-4);
  border: 2px dashed var(--color-brand);
  border-radius: var(--radius-md);
`;

const Code = styled.code`
  font-size: var(--text-xl); line-height: var(--leading-xl);
  font-weight: var(--weight-bold);
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;

type Copy = "idle" | "copied" | "failed";
/** Holds the code's place (hidden) until the code arrives. */
const PLACEHOLDER = "RIDE15-000000";

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
      {/* The code arrives after hydration (history state): both states keep the same place. */}
      <Stack>
        <Layer $shown={code !== undefined}>
          <p>
            <FormattedMessage id="ride.voucher.code" /> <Code ref={codeText}>{code ?? PLACEHOLDER}</Code>
          </p>
          <div>
            <Submit type="button" onClick={() => void copyCode()}>
              <FormattedMessage id="ride.voucher.copy" />
            </Submit>
          </div>
        </Layer>
        <Layer $shown={code === undefined}>
          <Muted>
            <FormattedMessage id="ride.voucher.missing" />
          </Muted>
        </Layer>
      </Stack>
      <p role="status">
        {copy === "copied" && <FormattedMessage id="ride.voucher.copied" values={{ code }} />}
        {copy === "failed" && <FormattedMessage id="ride.voucher.copyFailed" />}
      </p>
    </Box>
  );
}
