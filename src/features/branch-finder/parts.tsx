import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { ActionLink } from "../../components/action-link";
import { marketFormats } from "../../i18n/formats";
import { useSitePage } from "../../page-context/site-page";
import { marketUrls } from "../../urls/market-urls";
import type { Weekday } from "../../web-api/fields";
import type { BranchAddress, Interval, OpeningLine } from "../../page-context/branch-page-data";

/** The id of a branch's entry on its city page, the target of its structured data's `url`. */
export const branchAnchor = (id: string): string => `branch-${id}`;

/** The start page with the branch as the booking engine's pickup (docs/runtime-apps.md, "Options from the address"). */
export const bookingUrl = (home: string, branchId: string): string => `${home}?branch=${encodeURIComponent(branchId)}`;

/** A titled part of the finder and of a city page, below the editorial intro. */
export const Section = styled.section`
  margin-top: var(--space-6);
  h2 { font-size: var(--text-xl); line-height: var(--leading-xl); margin: 0 0 var(--space-4); }
`;

const Lines = styled.address`
  font-style: normal;
  span { display: block; }
`;

/** A branch's postal address, one line each as the country writes it. */
export function AddressLines({ address }: { address: BranchAddress }) {
  return (
    <Lines>
      {address.lines.map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </Lines>
  );
}

/** Airport, railway station or town branch, in words. */
export function KindLabel({ kind, className }: { kind: string | undefined; className?: string }) {
  if (kind !== "airport" && kind !== "railway" && kind !== "city") return null;
  return (
    <span className={className}>
      <FormattedMessage id={`branches.kind.${kind}`} />
    </span>
  );
}

/**
 * Days and times side by side where the card is wide enough for both, else each time under its days
 * (a narrow phone); the card is the `branch` container (screens/city.tsx).
 */
const Table = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 var(--space-4);
  margin: 0;
  dt { font-weight: var(--weight-medium); }
  dd { margin: 0 0 var(--space-1); }
  @container branch (min-width: 20rem) { grid-template-columns: max-content minmax(0, 1fr); }
`;

/** One group of days and its times (a `div` may group a `dt` and its `dd`); the list's grid places them. */
const Row = styled.div`
  display: contents;
`;

/** A branch's week: each group of days with its opening times, or closed. */
export function OpeningHours({ hours, weekdays }: { hours: readonly OpeningLine[]; weekdays: Readonly<Record<Weekday, string>> }) {
  const intl = useIntl();
  const { market } = useSitePage();
  const time = (value: string) => {
    const [hour = 0, minute = 0] = value.split(":").map(Number);
    return <time dateTime={value}>{marketFormats(market).time({ hour, minute })}</time>;
  };
  const interval = ({ opens, closes }: Interval) => (
    <FormattedMessage id="branches.hours.interval" values={{ opens: time(opens), closes: time(closes) }} />
  );
  const daysLabel = (days: readonly Weekday[]): string => {
    const first = days[0] ?? "MON";
    const last = days[days.length - 1] ?? first;
    return first === last
      ? weekdays[first]
      : intl.formatMessage({ id: "branches.hours.days" }, { from: weekdays[first], to: weekdays[last] });
  };
  return (
    <Table>
      {hours.map(({ days, intervals }) => (
        <Row key={days.join()}>
          <dt>{daysLabel(days)}</dt>
          <dd>
            {intervals.length === 0 ? (
              <FormattedMessage id="branches.hours.closed" />
            ) : (
              intervals.map((i, n) => (
                <span key={i.opens}>
                  {n > 0 && ", "}
                  {interval(i)}
                </span>
              ))
            )}
          </dd>
        </Row>
      ))}
    </Table>
  );
}

/** "Book here": the booking engine on the start page, with this branch as the pickup. */
export function BookHere({ branch }: { branch: { id: string; name: string } }) {
  const intl = useIntl();
  const { market } = useSitePage();
  return (
    <ActionLink
      href={bookingUrl(marketUrls(market).home, branch.id)}
      aria-label={intl.formatMessage({ id: "branches.book.label" }, { branch: branch.name })}
    >
      <FormattedMessage id="branches.book" />
    </ActionLink>
  );
}
