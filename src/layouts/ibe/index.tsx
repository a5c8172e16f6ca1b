import { Billboard, HiddenNavList, SiteFooter } from "./kept-parts";
import { NewsBanner } from "../../components/news-banner/news-banner";
import { ShellSlot } from "../../runtime-apps/shell-slot";
import { SiteHeader } from "../parts/header/site-header";
import { bookingEngineOptions, type BookingEngineOptions } from "../../runtime-apps/slot-options";
import { marketUrls } from "../../urls/market-urls";
import { homeOf, navEntries, type LayoutProps } from "../parts/layout-props";
import { Band, Main } from "../parts/main";
import { PageMenu } from "../parts/page-menu";

/**
 * The booking layout of the start page: news banner, menu, booking engine, the billboard of a page
 * with `isBillboard`, hidden link list, content, footer. The billboard comes after the booking engine,
 * which stays on a phone's first screen above the consent banner: the page's main action first. A
 * template about one kind of vehicle hands the booking engine its vehicle type (`booking`); where the
 * market has the booking journey, the engine's search opens its offers page.
 */
export default function IbeLayout({ page, children, booking }: LayoutProps & { booking?: BookingEngineOptions }) {
  const entries = navEntries(page);
  return (
    <>
      <NewsBanner banner_display={page.banner_display} banner_text={page.banner_text} banner_url={page.banner_url} />
      <SiteHeader surface="white" home={homeOf(page)} menu={<PageMenu page={page} />} />
      <Band>
        <ShellSlot slot="booking-engine" options={bookingEngineOptions(booking, marketUrls(page.market).booking)} />
      </Band>
      {page.billboardImage ? <Billboard image={page.billboardImage} /> : null}
      <HiddenNavList entries={entries} />
      <Main>{children}</Main>
      <SiteFooter footer={page.footer[0]} />
    </>
  );
}
