import { useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../../components/button";
import { SelectField, TextAreaField, TextField, useForm } from "../../../components/form";
import { FormAlert } from "../../../components/form-alert";
import { useSitePage } from "../../../page-context/site-page";
import type { ContactOutcome } from "../calls";
import { loadCalls } from "../load-calls";
import { ArticleList } from "../parts";
import type { HelpCentreInfo } from "../../../page-context/help-page-data";
import { contactRules, emptyContact, type ContactField } from "./rules";
import { useSuggestions } from "./use-suggestions";
import { useTextLang } from "../text-lang";

const Section = styled.section`
  margin-top: var(--space-7);
  h2 { font-size: var(--text-xl); line-height: var(--leading-xl); margin: 0 0 var(--space-4); }
  h2:focus, h3:focus { outline: none; }
`;

const Fields = styled.form`
  display: grid;
  gap: var(--space-4);
  max-width: var(--measure-form);
  button[type="submit"] { justify-self: start; }
`;

const Suggestions = styled.aside`
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  h3 { font-size: var(--text-md); line-height: var(--leading-md); margin: 0 0 var(--space-2); }
`;

/**
 * The help contact form (spec §3, §5): topic, name, phone, message, rental agreement and booking ID,
 * checked on blur and on submit, focus on the first field at fault, articles suggested while the
 * visitor writes, the captcha behind its interface, and a failed submission that keeps every value.
 */
export function ContactForm({ info, id }: { info: HelpCentreInfo; id: string }) {
  const intl = useIntl();
  const { market } = useSitePage();
  const lang = useTextLang();
  const formId = `contact-${info.centre}`;
  const form = useForm(formId, contactRules, emptyContact);
  const [failure, setFailure] = useState<string | undefined>();
  const [sent, setSent] = useState<string | undefined>();
  const alert = useRef<HTMLDivElement | null>(null);
  const done = useRef<HTMLHeadingElement | null>(null);
  const topicTitle = info.topics.find((t) => t.id === form.values.topic)?.title ?? "";
  const suggestions = useSuggestions(info, topicTitle, form.values.message);

  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);
  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);

  const submit = async (values: Readonly<Record<ContactField, string>>): Promise<void> => {
    setFailure(undefined);
    const outcome = await loadCalls().then(
      ({ sendContact }) => sendContact(market, info, values),
      // The calls' chunk did not load: the connection is the likely cause.
      (): ContactOutcome => ({ kind: "failed", message: "form.error.network" }),
    );
    if (outcome.kind === "sent") setSent(outcome.ticketId);
    else if (outcome.kind === "invalidField") form.setError(outcome.field, { id: "validation.contact.invalid" });
    else setFailure(outcome.message);
  };

  const label = (key: string) => intl.formatMessage({ id: key });
  return (
    <Section aria-labelledby={`${id}-title`} id={id}>
      {sent ? (
        <>
          <h2 id={`${id}-title`} ref={done} tabIndex={-1}>
            <FormattedMessage id="contact.sent.title" />
          </h2>
          <p>
            <FormattedMessage id="contact.sent.text" />
          </p>
          <p>
            <FormattedMessage id="contact.sent.reference" values={{ reference: sent }} />
          </p>
        </>
      ) : (
        <>
          <h2 id={`${id}-title`}>
            <FormattedMessage id="contact.title" />
          </h2>
          <Fields
            noValidate
            onSubmit={form.handleSubmit(submit)}
            // The form's calls and the captcha's script load while the visitor types; its challenge runs on submit.
            onFocus={() =>
              void loadCalls().then(
                ({ prepareContact }) => prepareContact(),
                () => undefined,
              )
            }
            aria-busy={form.submitting}
            aria-labelledby={`${id}-title`}
          >
            {failure && (
              <FormAlert ref={alert} tabIndex={-1}>
                <p>
                  <FormattedMessage id={failure} values={{ phone: <bdi dir="ltr">{market.customerSupportPhoneDisplay}</bdi> }} />
                </p>
              </FormAlert>
            )}
            <SelectField
              formId={formId}
              label={label("contact.topic.label")}
              placeholder={label("contact.topic.placeholder")}
              options={info.topics.map((t) => ({ value: t.id, label: t.title, lang: lang(t.locale) }))}
              control={form.control("topic")}
              error={form.errors.topic}
            />
            <TextField
              formId={formId}
              label={label("contact.name")}
              control={form.control("name")}
              error={form.errors.name}
              autoComplete="name"
            />
            <TextField
              formId={formId}
              label={label("contact.phone")}
              type="tel"
              inputMode="tel"
              control={form.control("phone")}
              error={form.errors.phone}
              autoComplete="tel"
              hint={intl.formatMessage({ id: "contact.phone.hint" }, { prefix: market.countryCodeNumber })}
            />
            <TextAreaField formId={formId} label={label("contact.message")} control={form.control("message")} error={form.errors.message} />
            {suggestions.length > 0 && (
              <Suggestions aria-labelledby={`${id}-suggestions`}>
                <h3 id={`${id}-suggestions`}>
                  <FormattedMessage id="contact.suggestions.title" />
                </h3>
                <ArticleList articles={suggestions} />
              </Suggestions>
            )}
            <TextField
              formId={formId}
              label={label("contact.rentalAgreement")}
              optional
              control={form.control("rentalAgreement")}
              error={form.errors.rentalAgreement}
              autoComplete="off"
            />
            <TextField
              formId={formId}
              label={label("contact.bookingId")}
              optional
              control={form.control("bookingId")}
              error={form.errors.bookingId}
              autoComplete="off"
            />
            <Button type="submit" aria-disabled={form.submitting}>
              <FormattedMessage id={form.submitting ? "contact.sending" : "contact.send"} />
            </Button>
          </Fields>
        </>
      )}
    </Section>
  );
}
