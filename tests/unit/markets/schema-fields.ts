import { z } from "zod";

/**
 * One leaf field of a zod schema: its path and the values an enum, literal or discriminator allows.
 * Paths read `links.privacy`, `acceptLanguage[]` (each item), `blocks[]{type=hero}.title` (a field of
 * one variant of a discriminated union; fields every variant shares carry no `{…}`).
 */
export type SchemaField = { path: string; values?: readonly unknown[] };

const join = (path: string, key: string): string => (path === "" ? key : `${path}.${key}`);

/** Every leaf field of a schema, nested objects, arrays, optionals and unions included. */
export function schemaFields(schema: z.core.$ZodType): SchemaField[] {
  const found = new Map<string, SchemaField & { schema: z.core.$ZodType }>();
  walk(schema, "", found);
  return [...found.values()].map(({ path, values }) => (values ? { path, values } : { path }));
}

type Found = Map<string, SchemaField & { schema: z.core.$ZodType }>;

function walk(schema: z.core.$ZodType, path: string, found: Found): void {
  if (schema instanceof z.ZodObject) {
    for (const [key, field] of Object.entries(schema.shape)) walk(field, join(path, key), found);
  } else if (schema instanceof z.ZodArray) walk(schema.element, `${path}[]`, found);
  else if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch
  )
    walk(schema.def.innerType, path, found);
  else if (schema instanceof z.ZodPipe) walk(schema.def.in, path, found);
  else if (schema instanceof z.ZodDiscriminatedUnion) walkVariants(schema, path, found);
  else if (schema instanceof z.ZodUnion) for (const option of schema.options) walk(option, path, found);
  else if (!found.has(path)) found.set(path, { path, schema, ...valuesOf(schema) });
}

/**
 * A discriminated union's variants: a field every variant has (the same schema at the same path) is
 * one field; a field of some variants only is named with each variant's discriminator value.
 */
function walkVariants(union: z.ZodDiscriminatedUnion, path: string, found: Found): void {
  const key = union.def.discriminator;
  const variants = union.options.map((option) => {
    const own: Found = new Map();
    walk(option, path, own);
    const tag = option instanceof z.ZodObject ? option.shape[key] : undefined;
    return { own, value: tag instanceof z.ZodLiteral ? String(tag.value) : "?" };
  });
  const discriminator = join(path, key);
  found.set(discriminator, { path: discriminator, schema: union, values: variants.map((v) => v.value) });
  for (const { own, value } of variants) {
    for (const [leaf, field] of own) {
      if (leaf === discriminator) continue;
      const shared = variants.every((other) => other.own.get(leaf)?.schema === field.schema);
      const tag = `{${key}=${value}}`;
      const named = shared ? leaf : path === "" ? `${tag}.${leaf}` : `${path}${tag}${leaf.slice(path.length)}`;
      if (!found.has(named)) found.set(named, { ...field, path: named });
    }
  }
}

function valuesOf(schema: z.core.$ZodType): { values?: readonly unknown[] } {
  if (schema instanceof z.ZodEnum) return { values: schema.options };
  if (schema instanceof z.ZodLiteral) return { values: [...schema.values] };
  return {};
}

type Step = { key: string } | { each: true } | { where: readonly [string, string] };

function stepsOf(path: string): Step[] {
  const steps: Step[] = [];
  for (const [, key, each, whereKey, whereValue] of path.matchAll(/([^.[\]{}]+)|(\[\])|\{([^=}]+)=([^}]+)\}/g)) {
    if (key !== undefined) steps.push({ key });
    else if (each !== undefined) steps.push({ each: true });
    else if (whereKey !== undefined && whereValue !== undefined) steps.push({ where: [whereKey, whereValue] });
  }
  return steps;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** Another value for a leaf: the other boolean, a nearby number, another allowed value, or the text with a letter added. */
export function otherValue(field: SchemaField, current: unknown): unknown {
  if (typeof current === "boolean") return !current;
  if (typeof current === "number") return current === 0 ? 1 : current - 1;
  const other = field.values?.find((value) => value !== current);
  if (other !== undefined) return other;
  if (typeof current === "string") return `${current}x`;
  throw new Error(`${field.path}: no other value for ${JSON.stringify(current)}`);
}

/**
 * A copy of `value` with the field changed wherever it is set (every item of a list), to `to` or to
 * `otherValue`. Throws when the value sets the field nowhere: a fixture must set every field it proves.
 */
export function withChanged<T>(value: T, field: SchemaField, to?: unknown): T {
  let hits = 0;
  const update = (current: unknown, steps: readonly Step[]): unknown => {
    const [step, ...rest] = steps;
    if (step === undefined) {
      hits += 1;
      return to === undefined ? otherValue(field, current) : to;
    }
    if ("each" in step) return Array.isArray(current) ? current.map((item: unknown) => update(item, rest)) : current;
    if ("where" in step) return isRecord(current) && String(current[step.where[0]]) === step.where[1] ? update(current, rest) : current;
    if (!isRecord(current) || current[step.key] === undefined) return current;
    return { ...current, [step.key]: update(current[step.key], rest) };
  };
  const changed = update(value, stepsOf(field.path));
  if (hits === 0) throw new Error(`the fixture sets no ${field.path}: set it, so the test can change it`);
  // The same shape with one leaf changed: only the leaf's value differs from T.
  return changed as T;
}
