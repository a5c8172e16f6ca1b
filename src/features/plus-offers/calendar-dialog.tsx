import { useEffect, useId, useRef, useState } from "react";
import { DayPicker, type DayPickerLocale, type Matcher } from "react-day-picker";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/button";
import { Dialog, useModal } from "../../components/dialog";
import type { MarketFormats } from "../../i18n/formats";

/** The calendar's texts per text locale, each its own small chunk, so a page loads only its own. */
const locales: Record<string, () => Promise<DayPickerLocale>> = {
  "en-US": () => import("react-day-picker/locale/en-US").then((m) => m.enUS),
  "en-GB": () => import("react-day-picker/locale/en-GB").then((m) => m.enGB),
  "en-AU": () => import("react-day-picker/locale/en-AU").then((m) => m.enAU),
  "en-NZ": () => import("react-day-picker/locale/en-NZ").then((m) => m.enNZ),
  de: () => import("react-day-picker/locale/de").then((m) => m.de),
  fr: () => import("react-day-picker/locale/fr").then((m) => m.fr),
  nl: () => import("react-day-picker/locale/nl").then((m) => m.nl),
  es: () => import("react-day-picker/locale/es").then((m) => m.es),
  it: () => import("react-day-picker/locale/it").then((m) => m.it),
};
const localeOf = (tag: string) => locales[tag] ?? locales[tag.split("-")[0] ?? ""] ?? locales["en-US"];

const Calendar = styled.div`
  min-height: 21rem;
  .rdp-root { --rdp-accent: var(--color-plus); }
  .rdp-month_caption { font-weight: var(--weight-bold); margin-bottom: var(--space-2); }
  .rdp-months { position: relative; }
  .rdp-nav { position: absolute; inset-inline-end: 0; top: -0.25rem; display: flex; gap: var(--space-1); }
  .rdp-nav button { font: inherit; color: inherit; width: 2.25rem; height: 2.25rem; border: 1px solid var(--color-border); border-radius: var(--radius-sm); background: none; cursor: pointer; }
  .rdp-nav button:disabled { opacity: 0.4; cursor: default; }
  .rdp-chevron { fill: currentColor; width: 1rem; height: 1rem; }
  table { border-collapse: collapse; }
  th { font-size: var(--text-sm); line-height: var(--leading-sm); font-weight: var(--weight-regular); color: var(--color-muted); width: 2.5rem; }
  .rdp-day_button { font: inherit; color: inherit; width: 2.5rem; height: 2.5rem; border: 0; border-radius: var(--radius-round); background: none; cursor: pointer; }
  .rdp-today .rdp-day_button { font-weight: var(--weight-bold); }
  .rdp-selected .rdp-day_button { background: var(--color-plus); color: var(--color-on-dark); }
  .rdp-disabled .rdp-day_button { color: var(--color-muted); text-decoration: line-through; cursor: default; }
  .rdp-outside { visibility: hidden; }
  .rdp-hidden { visibility: hidden; }
`;

type Props = {
  locale: string;
  formats: MarketFormats;
  selected: Date | undefined;
  min: Date;
  /** Days on which a chosen branch is closed (JavaScript weekday numbers). */
  closedDays: number[];
  onSelect: (date: Date) => void;
  onClose: () => void;
};

/** The pickup-date calendar in a modal dialog (loaded when first opened): the market's first weekday and language, no day before the minimum. */
export default function CalendarDialog({ locale, formats, selected, min, closedDays, onSelect, onClose }: Props) {
  const title = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const [dayLocale, setDayLocale] = useState<DayPickerLocale>();
  const dialog = useModal(closeButton);
  useEffect(() => {
    let live = true;
    void localeOf(locale)?.().then((l) => live && setDayLocale(l), console.error);
    return () => {
      live = false;
    };
  }, [locale]);
  const disabled: Matcher[] = [{ before: min }, ...(closedDays.length > 0 ? [{ dayOfWeek: closedDays }] : [])];
  return (
    <Dialog ref={dialog} titleId={title} onClose={onClose}>
      <h2 id={title}>
        <FormattedMessage id="offers.date.label" />
      </h2>
      <p>
        <FormattedMessage id="offers.date.notBefore" values={{ date: formats.date(min) }} />
      </p>
      <Calendar>
        {dayLocale && (
          <DayPicker
            mode="single"
            required
            locale={dayLocale}
            weekStartsOn={formats.firstDayOfWeek}
            selected={selected}
            defaultMonth={selected ?? min}
            startMonth={min}
            disabled={disabled}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the day picker's own prop: it moves focus to the chosen day when the grid appears in the open dialog (the date-picker dialog pattern), not on page load
            autoFocus
            onSelect={(date) => {
              onSelect(date);
              dialog.current?.close();
            }}
          />
        )}
      </Calendar>
      <Button ref={closeButton} $variant="secondary" onClick={() => dialog.current?.close()}>
        <FormattedMessage id="plus.dialog.close" />
      </Button>
    </Dialog>
  );
}
