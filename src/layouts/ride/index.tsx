import { PrivacyFooter } from "../parts/footer/privacy-footer";
import { ProductLineTabs } from "../../components/product-line-tabs/product-line-tabs";
import { ShellSlot } from "../../runtime-apps/shell-slot";
import { SiteHeader } from "../parts/header/site-header";
import { TransferComponents } from "../../features/third-party/transfer-components";
import { homeOf, LayoutPart, type LayoutProps } from "../parts/layout-props";
import { Band, Main } from "../parts/main";
import { PageMenu } from "../parts/page-menu";

/** Spec §2: the ride sign-in has ride terms, no Apple or Google sign-in, no manage-bookings, no switcher. */
export const rideSignInOptions = {
  rideTerms: true,
  appleSignIn: false,
  googleSignIn: false,
  manageBookings: false,
  switcher: false,
} as const;

/** The ride layout: menu with product-line tabs and sign-in, ride booking, content, ride-home container, transfer-components script. */
export default function RideLayout({ page, children }: LayoutProps) {
  return (
    <>
      <SiteHeader
        surface="black"
        home={homeOf(page)}
        menu={<PageMenu page={page} />}
        end={<ShellSlot slot="sign-in" options={rideSignInOptions} />}
      >
        <ProductLineTabs tabs={page.navigation[0]?.product_line_tab ?? []} currentPath={page.pagePath} />
      </SiteHeader>
      <Band>
        <ShellSlot slot="ride-booking" />
      </Band>
      <Main>
        <LayoutPart.Provider value={<ShellSlot slot="ride-home" />}>{children}</LayoutPart.Provider>
      </Main>
      <PrivacyFooter />
      <TransferComponents />
    </>
  );
}
