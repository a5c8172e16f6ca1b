import { PrivacyFooter } from "../parts/footer/privacy-footer";
import type { LayoutProps } from "../parts/layout-props";
import { Main } from "../parts/main";

/** The empty layout, also the fallback for an unknown layout name: the content alone. */
export default function EmptyLayout({ children }: LayoutProps) {
  return (
    <>
      <Main>{children}</Main>
      <PrivacyFooter />
    </>
  );
}
