import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { firstProblem, type FieldMessage, type Rule } from "./rules";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The props a field's control gets from the form: value, events, ids and the error wiring. */
export type ControlProps = {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<Control>) => void;
  onBlur: () => void;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  ref: (element: Control | null) => void;
};

export type Form<N extends string> = {
  values: Readonly<Record<N, string>>;
  /** The message shown under each field: after its first blur, after a submit, or from the server. */
  errors: Readonly<Partial<Record<N, FieldMessage>>>;
  /** True while the `onValid` of a submit runs; a second submit meanwhile is ignored. */
  submitting: boolean;
  control(name: N, describedBy?: string): ControlProps;
  /** Checks every field; on a problem it shows all messages and moves focus to the first field at fault. */
  handleSubmit(onValid: (values: Readonly<Record<N, string>>) => void | Promise<void>): (event: FormEvent) => void;
  /** A message for a field from outside the rules, e.g. the server's `alreadyRegistered`; focuses the field. */
  setError(name: N, message: FieldMessage): void;
  setValue(name: N, value: string): void;
};

/** The id of a field's message element, for `aria-describedby`. */
export const errorIdOf = (formId: string, name: string): string => `${formId}-${name}-error`;

/**
 * A small form hook on native controls: rules per field (`rules.ts`), messages through react-intl,
 * checked on blur and on submit, `aria-invalid` and `aria-describedby` wired, focus moved to the
 * first field at fault. The form element sets `noValidate`, so the browser's own bubbles never
 * compete with the site's messages.
 */
export function useForm<N extends string>(
  formId: string,
  rules: Readonly<Record<N, readonly Rule[]>>,
  initial: Readonly<Record<N, string>>,
): Form<N> {
  const [values, setValues] = useState<Record<N, string>>({ ...initial });
  const [errors, setErrors] = useState<Partial<Record<N, FieldMessage>>>({});
  const [shown, setShown] = useState<Partial<Record<N, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const pending = useRef(false);
  const elements = useRef<Partial<Record<N, Control>>>({});
  // Focus moves after the render that shows the messages, so a screen reader reads the field
  // together with its message (aria-invalid and aria-describedby are set by then).
  const focusNext = useRef<N | undefined>(undefined);
  const names = Object.keys(rules) as N[];

  useEffect(() => {
    const name = focusNext.current;
    if (name === undefined) return;
    focusNext.current = undefined;
    elements.current[name]?.focus();
  });

  const check = useCallback((name: N, value: string): FieldMessage | undefined => firstProblem(rules[name], value), [rules]);

  const control = (name: N, describedBy?: string): ControlProps => {
    const error = shown[name] ? errors[name] : undefined;
    const described = [describedBy, error ? errorIdOf(formId, name) : undefined].filter(Boolean).join(" ");
    return {
      id: `${formId}-${name}`,
      name,
      value: values[name],
      onChange: (event) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        // Once shown, a message follows the value as the visitor corrects it.
        if (shown[name]) setErrors((current) => ({ ...current, [name]: check(name, value) }));
      },
      onBlur: () => {
        // Leaving an untouched empty field says nothing yet; the submit will.
        if (values[name] === initial[name] && !shown[name]) return;
        setShown((current) => ({ ...current, [name]: true }));
        setErrors((current) => ({ ...current, [name]: check(name, values[name]) }));
      },
      "aria-invalid": Boolean(error),
      ...(described === "" ? {} : { "aria-describedby": described }),
      ref: (element) => {
        if (element) elements.current[name] = element;
      },
    };
  };

  const handleSubmit =
    (onValid: (values: Readonly<Record<N, string>>) => void | Promise<void>) =>
    (event: FormEvent): void => {
      event.preventDefault();
      if (pending.current) return;
      const found: Partial<Record<N, FieldMessage>> = {};
      for (const name of names) {
        const problem = check(name, values[name]);
        if (problem) found[name] = problem;
      }
      setErrors(found);
      setShown(Object.fromEntries(names.map((n) => [n, true])) as Record<N, boolean>);
      const first = names.find((n) => found[n]);
      if (first) {
        focusNext.current = first;
        return;
      }
      pending.current = true;
      setSubmitting(true);
      void Promise.resolve()
        .then(() => onValid(values))
        .finally(() => {
          pending.current = false;
          setSubmitting(false);
        });
    };

  const setError = (name: N, message: FieldMessage): void => {
    setErrors((current) => ({ ...current, [name]: message }));
    setShown((current) => ({ ...current, [name]: true }));
    focusNext.current = name;
  };

  const setValue = (name: N, value: string): void => setValues((current) => ({ ...current, [name]: value }));

  const visible = Object.fromEntries(names.filter((n) => shown[n] && errors[n]).map((n) => [n, errors[n]])) as Partial<
    Record<N, FieldMessage>
  >;
  return { values, errors: visible, submitting, control, handleSubmit, setError, setValue };
}
