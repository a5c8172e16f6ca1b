import { useId, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/button";
import { Dialog, useModal } from "../../components/dialog";
import type { MarketFormats } from "../../i18n/formats";
import { dateOf } from "../../i18n/local-date";
import type { SubscriptionOfferWithTenure } from "../../web-api/subscription";
import { fuelTypeOf } from "../../web-api/vehicle-codes";

const Details = styled(Dialog)`
  dl { display: grid; grid-template-columns: auto 1fr; gap: var(--space-2) var(--space-4); }
  dt { color: var(--color-muted); }
  dd { margin: 0; }
  ul { padding-inline-start: var(--space-5); }
`;

type Props = { offer: SubscriptionOfferWithTenure; formats: MarketFormats; onClose: () => void };

/** The vehicle's details (loaded when first opened): payload, loading space, licence, range, terms with their prices. */
export default function DetailsDialog({ offer, formats, onClose }: Props) {
  const intl = useIntl();
  const title = useId();
  const close = useRef<HTMLButtonElement>(null);
  const dialog = useModal(close);
  const row = (label: string, value: string) => (
    <>
      <dt>{intl.formatMessage({ id: label })}</dt>
      <dd>{value}</dd>
    </>
  );
  return (
    <Details ref={dialog} titleId={title} onClose={onClose}>
      <h2 id={title}>
        <FormattedMessage id="offers.details.title" />: {offer.model}
      </h2>
      <dl>
        {row("offers.details.vehicleType", intl.formatMessage({ id: `offers.filters.vehicleType.${offer.vehicleType}` }))}
        {row("offers.details.fuelType", intl.formatMessage({ id: `offers.filters.fuel.${fuelTypeOf(offer.engineType)}` }))}
        {row("offers.details.transmission", intl.formatMessage({ id: `offers.transmission.${offer.transmission}` }))}
        {row("offers.details.drivingLicenseCategory", offer.drivingLicenseCategory)}
        {offer.payloadKg !== null && row("offers.details.payload", `${formats.number(offer.payloadKg)} kg`)}
        {offer.loadingSpaceM3 !== null && row("offers.details.loadingSpace", `${formats.number(offer.loadingSpaceM3)} m³`)}
        {offer.rangeKm !== null && row("plus.details.range", formats.distance(offer.rangeKm))}
        {row("plus.details.seats", formats.number(offer.seats))}
        {row("plus.details.minDriverAge", intl.formatMessage({ id: "offers.filters.driverAge.value" }, { age: offer.minDriverAge }))}
        {row("plus.details.availableFrom", formats.date(dateOf(offer.availableFrom)))}
      </dl>
      {offer.tenureOptions.length > 0 && (
        <>
          <h3>
            <FormattedMessage id="offers.term.label" />
          </h3>
          <ul>
            {offer.tenureOptions.map((option) => (
              <li key={option.termMonths}>
                <FormattedMessage
                  id={
                    option.termMonths === 1
                      ? "offers.term.flexible"
                      : option.termMonths === 6
                        ? "offers.term.sixMonths"
                        : "offers.term.twelveMonths"
                  }
                />
                {": "}
                <FormattedMessage
                  id="offers.card.pricePerMonth"
                  values={{ price: formats.currency(option.pricePerMonth.amount, option.pricePerMonth.currency) }}
                />
                {option.refundOption && (
                  <>
                    {" "}
                    · <FormattedMessage id="offers.term.refundOption" />
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <Button ref={close} $variant="secondary" onClick={() => dialog.current?.close()}>
        <FormattedMessage id="plus.dialog.close" />
      </Button>
    </Details>
  );
}
