/** A message of the text bundles with its values, e.g. `{ id: "validation.required" }`. */
export type FieldMessage = Readonly<{ id: string; values?: Readonly<Record<string, string | number>> }>;

/** One check of a field's value: undefined when it passes, else the message to show. */
export type Rule = (value: string) => FieldMessage | undefined;

/** Spec §5: 'Required field cannot be left empty.' (whitespace alone is empty). */
export const required: Rule = (value) => (value.trim() === "" ? { id: "validation.required" } : undefined);

/** At most `max` characters, with the field's own message (e.g. `validation.firstName.tooLong`). */
export const maxLength =
  (max: number, id: string): Rule =>
  (value) =>
    [...value].length > max ? { id, values: { max } } : undefined;

/** At least `min` characters; an empty value is left to `required`. */
export const minLength =
  (min: number, id: string): Rule =>
  (value) =>
    value !== "" && [...value].length < min ? { id, values: { min } } : undefined;

/** Spec §5: 'Invalid email'; an empty value is left to `required`. The API checks the same pattern. */
export const email: Rule = (value) =>
  value.trim() !== "" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? { id: "validation.email" } : undefined;

/** Spec §5: no leading or trailing whitespace (passwords). */
export const noEdgeSpaces =
  (id: string): Rule =>
  (value) =>
    value !== value.trim() ? { id } : undefined;

/** A value that must match a pattern, e.g. a phone number. */
export const pattern =
  (regex: RegExp, id: string): Rule =>
  (value) =>
    value.trim() !== "" && !regex.test(value.trim()) ? { id } : undefined;

/** The first message of the rules that fails, in their order. */
export function firstProblem(rules: readonly Rule[], value: string): FieldMessage | undefined {
  for (const rule of rules) {
    const problem = rule(value);
    if (problem) return problem;
  }
  return undefined;
}
