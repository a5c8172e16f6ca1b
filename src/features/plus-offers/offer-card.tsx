import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/button";
import type { MarketFormats } from "../../i18n/formats";
import type { SubscriptionOfferWithTenure } from "../../web-api/subscription";
import { fuelTypeOf } from "../../web-api/vehicle-codes";
import { priceOf, type Term } from "./filters";
import { cardBox } from "./screen-parts";

const Card = styled.article`
  ${cardBox}
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  h3 { margin: 0; font-size: var(--text-md); line-height: var(--leading-md); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  dl { margin: var(--space-1) 0 0; display: grid; grid-template-columns: auto auto; justify-content: start; gap: var(--space-1) var(--space-2); font-size: var(--text-sm); line-height: var(--leading-sm); }
  dt { color: var(--color-muted); }
  dd { margin: 0; }
`;

/** Type, fuel and gearbox; the sign-up fee. */
const Facts = styled.p`
  margin: 0;
  color: var(--color-muted);
  font-size: var(--text-sm);
  line-height: var(--leading-sm);
`;

const Price = styled.p`
  font-size: var(--text-lg);
  line-height: var(--leading-lg);
  font-weight: var(--weight-bold);
  margin: var(--space-2) 0 0;
`;

/** The card's two buttons, at its foot whatever its text's length. */
const Actions = styled.div`
  margin-top: auto;
  display: flex;
  gap: var(--space-2);
  flex-wrap: wrap;
  padding-top: var(--space-3);
`;

type Props = {
  offer: SubscriptionOfferWithTenure;
  term: Term | undefined;
  formats: MarketFormats;
  onDetails: (offer: SubscriptionOfferWithTenure, opener: HTMLButtonElement) => void;
  onContinue: (offer: SubscriptionOfferWithTenure) => void;
};

/** One subscription offer: model, type, fuel, gearbox, the monthly price of the chosen term, fee, term and bonus. */
export function OfferCard({ offer, term, formats, onDetails, onContinue }: Props) {
  const intl = useIntl();
  const price = priceOf(offer, term);
  const shownTerm = term !== undefined && offer.tenureOptions.some((o) => o.termMonths === term) ? term : offer.minimumTermMonths;
  const headingId = `offer-${offer.id}`;
  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId} title={offer.model}>
        {offer.model}
      </h3>
      <Facts>
        {[
          intl.formatMessage({ id: `offers.filters.vehicleType.${offer.vehicleType}` }),
          intl.formatMessage({ id: `offers.filters.fuel.${fuelTypeOf(offer.engineType)}` }),
          intl.formatMessage({ id: `offers.transmission.${offer.transmission}` }),
        ].join(" · ")}
      </Facts>
      <Price>
        <FormattedMessage id="offers.card.pricePerMonth" values={{ price: formats.currency(price.amount, price.currency) }} />
      </Price>
      <dl>
        <dt>
          <FormattedMessage id="offers.card.minimumTerm" />
        </dt>
        <dd>
          <FormattedMessage id="offers.card.months" values={{ count: shownTerm }} />
        </dd>
        <dt>
          <FormattedMessage id="offers.card.loyaltyBonus" />
        </dt>
        <dd>{offer.loyaltyRefundBonus ? formats.currency(offer.loyaltyRefundBonus.amount, offer.loyaltyRefundBonus.currency) : "–"}</dd>
      </dl>
      <Facts>
        <FormattedMessage
          id="offers.card.signUpFee"
          values={{ amount: formats.currency(offer.signUpFee.amount, offer.signUpFee.currency) }}
        />
      </Facts>
      <Actions>
        <Button
          $variant="secondary"
          aria-haspopup="dialog"
          aria-describedby={headingId}
          onClick={(event) => onDetails(offer, event.currentTarget)}
        >
          <FormattedMessage id="offers.card.moreDetails" />
        </Button>
        <Button aria-describedby={headingId} onClick={() => onContinue(offer)}>
          <FormattedMessage id="offers.card.continue" />
        </Button>
      </Actions>
    </Card>
  );
}
