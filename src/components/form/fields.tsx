import { useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../button";
import type { FieldMessage } from "./rules";
import { controlStyle } from "./control-style";
import { errorIdOf, type ControlProps } from "./use-form";

const Field = styled.div`
  display: grid;
  gap: var(--space-1);
`;

const Label = styled.label`
  font-weight: var(--weight-medium);
`;

const Input = styled.input`${controlStyle}`;
const TextArea = styled.textarea`${controlStyle} min-height: 8rem; resize: vertical;`;
const Select = styled.select`${controlStyle}`;

const Hint = styled.p`
  margin: 0;
  font-size: var(--text-sm); line-height: var(--leading-sm);
  color: var(--color-muted);
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: var(--text-sm); line-height: var(--leading-sm);
  font-weight: var(--weight-medium);
  color: var(--color-danger);
`;

/** A field's message under it, tied to the control by id; nothing when the field is fine. */
export function FieldError({ formId, name, message }: { formId: string; name: string; message: FieldMessage | undefined }) {
  if (!message) return null;
  return (
    <ErrorText id={errorIdOf(formId, name)}>
      <FormattedMessage id={message.id} values={message.values} />
    </ErrorText>
  );
}

type Common = {
  label: ReactNode;
  control: ControlProps;
  error: FieldMessage | undefined;
  formId: string;
  hint?: ReactNode;
  optional?: boolean;
};

function Labelled({ label, control, error, formId, hint, optional, children }: Common & { children: ReactNode }) {
  return (
    <Field>
      <Label htmlFor={control.id}>
        {label}
        {optional && (
          <>
            {" "}
            <FormattedMessage id="form.optional" />
          </>
        )}
      </Label>
      {hint && <Hint id={`${control.id}-hint`}>{hint}</Hint>}
      {children}
      <FieldError formId={formId} name={control.name} message={error} />
    </Field>
  );
}

/** A labelled text input with its hint and message; `autoComplete` and `type` as the field needs. */
export function TextField(
  props: Common & { type?: "text" | "email" | "tel"; autoComplete: string; inputMode?: "text" | "email" | "tel" | "numeric" },
) {
  const { control, hint, optional, type = "text", autoComplete, inputMode } = props;
  return (
    <Labelled {...props}>
      <Input
        {...withHint(control, hint)}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        // An e-mail address or a phone number is typed and read left to right, on an Arabic page too.
        dir={type === "text" ? undefined : "ltr"}
        required={!optional}
        aria-required={!optional}
      />
    </Labelled>
  );
}

/** A multi-line text field. */
export function TextAreaField(props: Common) {
  const { control, hint, optional } = props;
  return (
    <Labelled {...props}>
      <TextArea {...withHint(control, hint)} rows={5} required={!optional} aria-required={!optional} />
    </Labelled>
  );
}

/**
 * A native select with a first, empty choice that asks the visitor to choose; an option has a `lang`
 * where its label is in another language than the page.
 */
export function SelectField(props: Common & { placeholder: string; options: readonly { value: string; label: string; lang?: string }[] }) {
  const { control, hint, optional, placeholder, options } = props;
  return (
    <Labelled {...props}>
      <Select {...withHint(control, hint)} required={!optional} aria-required={!optional}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </Select>
    </Labelled>
  );
}

const PasswordRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: var(--space-2);
`;

const Toggle = styled(Button).attrs({ $variant: "secondary" })`
  padding: 0 var(--space-3);
  border-radius: var(--radius-sm);
`;

/** A password input with a show/hide toggle that says its state to screen readers (`aria-pressed`). */
export function PasswordField(props: Common & { autoComplete: "new-password" | "current-password" }) {
  const { control, hint, autoComplete } = props;
  const [visible, setVisible] = useState(false);
  const intl = useIntl();
  return (
    <Labelled {...props}>
      <PasswordRow>
        <Input
          {...withHint(control, hint)}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          required
          aria-required
          spellCheck={false}
          autoCapitalize="off"
        />
        <Toggle aria-pressed={visible} aria-controls={control.id} onClick={() => setVisible((v) => !v)}>
          {intl.formatMessage({ id: visible ? "form.password.hide" : "form.password.show" })}
        </Toggle>
      </PasswordRow>
    </Labelled>
  );
}

/** The control's props with its hint's id added to `aria-describedby`, before the message's. */
function withHint(control: ControlProps, hint: ReactNode): ControlProps {
  if (!hint) return control;
  const describedBy = [`${control.id}-hint`, control["aria-describedby"]].filter(Boolean).join(" ");
  return { ...control, "aria-describedby": describedBy };
}
