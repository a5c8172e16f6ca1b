import styled from "styled-components";
import { ShellSlot } from "../../runtime-apps/shell-slot";

const Hub = styled(ShellSlot)`
  margin-top: var(--space-5);
`;

/**
 * The business hub app (account-business-hub) in one of its modes, each with a slot of its own, so
 * each page reserves the box of its own form (src/runtime-apps/slot-sizes.ts).
 */
export function BusinessHub({ mode }: { mode: "login" | "signup" }) {
  return mode === "login" ? <Hub slot="business-login" options={{ mode }} /> : <Hub slot="business-signup" options={{ mode }} />;
}
