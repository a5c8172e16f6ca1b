import { lazy, Suspense, useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/button";
import { LoadFailed, useRetried } from "../../components/load-failed";
import {
  captchaUnavailable,
  email,
  failureOf,
  FieldError,
  maxLength,
  required,
  TextField,
  useForm,
  type Rule,
  type SubmitFailure,
} from "../../components/form";
import { useClientValue } from "../../hooks/use-client-value";
import { captchaToken, prepareCaptcha } from "../../services/captcha";
import { media } from "../../theme/media";
import { VisuallyHidden } from "../../theme/visually-hidden";
import { dateOf } from "../../i18n/local-date";
import { useSitePage } from "../../page-context/site-page";
import { useMarketFormats } from "../../page-context/use-market-formats";
import { campaigns as campaignList, registerForCampaign, type Campaign } from "../../web-api/campaigns";
import { useApiClient, useApiCall } from "../../page-context/use-api";
import { useFlagConversion } from "../../services/feature-flags";
import { pickCampaign } from "./pick-campaign";
import type { Outcome } from "./result-dialog";

const ResultDialog = lazy(() => import("./result-dialog"));

const Section = styled.section`
  margin-top: var(--space-6);
  /* The loaded campaign's height with its form, held while it loads: a phone's, then from each breakpoint up. */
  min-height: 43.875rem;
  ${media.up("sm")} { min-height: 37.6875rem; }
  ${media.up("md")} { min-height: 36.1875rem; }
  h2 { margin: 0 0 var(--space-2); }
  .benefit { font-size: var(--text-lg); line-height: var(--leading-lg); font-weight: var(--weight-bold); }
  form { display: grid; gap: var(--space-4); max-width: 32rem; margin-top: var(--space-5); }
  .terms { display: flex; gap: var(--space-2); align-items: flex-start; }
  .terms input { width: 1.25rem; height: 1.25rem; margin: var(--space-1) 0 0; flex: none; }
  .state { padding: var(--space-5); border-radius: var(--radius-md); background: var(--color-surface); }
`;

type Field = "firstName" | "lastName" | "email" | "acceptTerms";
const accepted: Rule = (value) => (value === "yes" ? undefined : { id: "plus.campaign.acceptTerms.required" });
const rules: Record<Field, readonly Rule[]> = {
  firstName: [required, maxLength(50, "validation.firstName.tooLong")],
  lastName: [required, maxLength(50, "validation.lastName.tooLong")],
  email: [required, email],
  acceptTerms: [accepted],
};

/** The campaign registration page's screen: the benefit and its deadline, the form while open, the result in a dialog. */
export function CampaignScreen() {
  const intl = useIntl();
  const { market } = useSitePage();
  const formats = useMarketFormats();
  const title = useId();
  const state = useApiCall(`campaigns ${market.countryAlpha2}`, async (client, signal) => {
    const [cars, trucks] = await Promise.all([
      client.call(campaignList, { query: { country: market.countryAlpha2 }, signal }),
      client.call(campaignList, { query: { country: market.countryAlpha2, trucks: true }, signal }),
    ]);
    return [...cars.campaigns, ...trucks.campaigns];
  });
  const [retried, retry] = useRetried(state.retry);
  const search = useClientValue(() => window.location.search, "");
  const campaign = state.status === "success" ? pickCampaign(state.data, search) : undefined;
  return (
    <Section aria-labelledby={title}>
      {state.status === "loading" && (
        <h2 id={title}>
          <VisuallyHidden>
            <FormattedMessage id="plus.campaign.loading" />
          </VisuallyHidden>
        </h2>
      )}
      {state.status === "error" && (
        <LoadFailed
          heading={
            <h2 id={title}>
              <FormattedMessage id="plus.campaign.loadError" />
            </h2>
          }
          onRetry={retry}
          focusRetry={retried}
        />
      )}
      {state.status === "success" && !campaign && (
        <div className="state">
          <h2 id={title}>
            <FormattedMessage id="plus.campaign.none" />
          </h2>
        </div>
      )}
      {campaign && (
        <>
          <h2 id={title}>{campaign.title}</h2>
          <p className="benefit">{campaign.benefit}</p>
          <p>{campaign.description}</p>
          {campaign.status === "open" ? (
            <>
              <p>
                <FormattedMessage id="campaign.deadline" values={{ date: formats.date(dateOf(campaign.deadline)) }} />
              </p>
              <p>
                <FormattedMessage id="campaign.oncePerUser" />
              </p>
              <RegistrationForm
                campaign={campaign}
                // The regional plus team answers registrations (spec §8); the schema requires its mailbox wherever plus is offered.
                mail={market.plusSupportMail ?? market.customerSupportMail}
                label={intl.formatMessage({ id: "plus.campaign.form" })}
              />
            </>
          ) : (
            <p className="state" role="status">
              <FormattedMessage id="plus.campaign.closed" values={{ date: formats.date(dateOf(campaign.deadline)) }} />
            </p>
          )}
        </>
      )}
    </Section>
  );
}

/** Spec §8: its own texts for a second registration, a closed campaign and a refused captcha; one dialog with the regional plus support mailbox for every other failure. */
const outcomeOf = (failure: SubmitFailure): Outcome =>
  failure === "alreadyRegistered"
    ? "alreadyRegistered"
    : failure === "campaignClosed"
      ? "closed"
      : failure === "captcha"
        ? "captcha"
        : "error";

/** The registration form, with a captcha token; the API allows one registration per e-mail (409) and none after the deadline (410). */
function RegistrationForm({ campaign, mail, label }: { campaign: Campaign; mail: string; label: string }) {
  const intl = useIntl();
  const formId = useId();
  const client = useApiClient();
  const form = useForm<Field>(formId, rules, { firstName: "", lastName: "", email: "", acceptTerms: "" });
  const [outcome, setOutcome] = useState<Outcome>();
  const convert = useFlagConversion();
  const terms = form.control("acceptTerms");
  const submit = form.handleSubmit(async (values) => {
    try {
      const token = await captchaToken("campaign_register").catch(captchaUnavailable);
      await client.call(registerForCampaign, {
        params: { campaignId: campaign.id },
        body: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          acceptTerms: true,
          captchaToken: token,
        },
      });
      convert("campaignRegistrationSent");
      setOutcome("success");
    } catch (error) {
      setOutcome(outcomeOf(failureOf(error)));
    }
  });
  return (
    <>
      <form
        id={formId}
        noValidate
        onSubmit={submit}
        // The captcha's script loads while the visitor types; its challenge runs on submit.
        onFocus={() => prepareCaptcha("campaign_register")}
        aria-label={label}
      >
        <TextField
          label={intl.formatMessage({ id: "plus.campaign.firstName" })}
          control={form.control("firstName")}
          error={form.errors.firstName}
          formId={formId}
          autoComplete="given-name"
        />
        <TextField
          label={intl.formatMessage({ id: "plus.campaign.lastName" })}
          control={form.control("lastName")}
          error={form.errors.lastName}
          formId={formId}
          autoComplete="family-name"
        />
        <TextField
          label={intl.formatMessage({ id: "plus.campaign.email" })}
          control={form.control("email")}
          error={form.errors.email}
          formId={formId}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <div>
          <label className="terms">
            {/* The form hook reads a control's value: the box offers "yes" while unticked and "" while ticked. */}
            <input
              {...terms}
              type="checkbox"
              value={terms.value === "yes" ? "" : "yes"}
              checked={terms.value === "yes"}
              required
              aria-required
            />
            <span>
              <FormattedMessage id="plus.campaign.acceptTerms" />
            </span>
          </label>
          <FieldError formId={formId} name="acceptTerms" message={form.errors.acceptTerms} />
        </div>
        <div>
          <Button type="submit" disabled={form.submitting}>
            <FormattedMessage id="plus.campaign.submit" />
          </Button>
        </div>
      </form>
      {outcome && (
        <Suspense fallback={null}>
          <ResultDialog outcome={outcome} mail={mail} onClose={() => setOutcome(undefined)} />
        </Suspense>
      )}
    </>
  );
}
