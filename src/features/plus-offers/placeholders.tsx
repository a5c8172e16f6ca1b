import { useId, type RefObject } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/button";
import { VisuallyHidden } from "../../theme/visually-hidden";
import { useFlags } from "../../services/feature-flags";
import {
  BannerStrip,
  CardSkeletons,
  FieldButton,
  FieldLabel,
  FieldValue,
  FiltersToggle,
  Layout,
  MoreRow,
  Notice,
  PAGE_SIZE,
  ResultCount,
  Screen,
  TermField,
  TermSelect,
  Toolbar,
} from "./screen-parts";

/** A placeholder that waits for the visitor: the element to watch, and whether its part is loading. */
type Waiting = { watch?: RefObject<HTMLElement>; busy?: boolean };

/**
 * The offers list as it looks while loading, drawn from the shared parts only: the static HTML and
 * the first render show it while the list's own code (a chunk loaded after hydration) arrives, and
 * the list's loading state takes exactly its place. Until the visitor comes near (`watch`), nothing
 * loads, and it is not busy.
 */
export function OffersPlaceholder({ watch, busy = true }: Waiting) {
  const intl = useIntl();
  const flags = useFlags();
  const title = useId();
  return (
    <Screen ref={watch} aria-labelledby={title} aria-busy={busy}>
      <h2 id={title}>
        <FormattedMessage id="offers.title" />
      </h2>
      <Toolbar>
        {flags.locationFilter && (
          <div>
            <FieldButton type="button" disabled>
              <FieldLabel>
                <FormattedMessage id="offers.location.label" />
              </FieldLabel>
              <FieldValue>
                <FormattedMessage id="plus.location.all" />
              </FieldValue>
            </FieldButton>
          </div>
        )}
        <FieldButton type="button" disabled>
          <FieldLabel>
            <FormattedMessage id="offers.date.label" />
          </FieldLabel>
          <FieldValue>
            <FormattedMessage id="offers.date.placeholder" />
          </FieldValue>
        </FieldButton>
        {flags.contractTerm && (
          <TermField>
            <FieldLabel>
              <FormattedMessage id="offers.term.label" />
            </FieldLabel>
            <TermSelect disabled value="">
              <option value="">{intl.formatMessage({ id: "plus.term.any" })}</option>
            </TermSelect>
          </TermField>
        )}
      </Toolbar>
      <Notice />
      <Layout>
        <div>
          <FiltersToggle disabled>
            <FormattedMessage id="offers.filters.title" />
          </FiltersToggle>
        </div>
        <div>
          <ResultCount>
            <VisuallyHidden>
              <FormattedMessage id="plus.loading" />
            </VisuallyHidden>
          </ResultCount>
          <CardSkeletons count={PAGE_SIZE} />
          {flags.showMore && <MoreRowPlaceholder />}
        </div>
      </Layout>
    </Screen>
  );
}

/** The banners' reserved box while their code and data load. */
export function BannersPlaceholder({ newDesign }: { newDesign: boolean }) {
  return <BannerStrip $new={newDesign} aria-hidden="true" />;
}

/**
 * The 'Show more' row's space while offers load (hidden): the list holds more than a page in the
 * usual case, so the row arrives in place and what follows the list does not move.
 */
export function MoreRowPlaceholder() {
  return (
    <MoreRow aria-hidden="true">
      <Button $variant="secondary" tabIndex={-1} disabled>
        <FormattedMessage id="plus.list.showMore" />
      </Button>
    </MoreRow>
  );
}
