import fc, { type Arbitrary } from 'fast-check';
import { addDays, todayInKolkata } from '@rental/shared/kolkata-time';

// fast-check arbitraries from the JSON schemas of the OpenAPI document: values that mostly fit
// the schema (so requests get past validation and reach the services) mixed with hostile ones.

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  example?: unknown;
}

const BIDI = ['\u202E', '\u202D', '\u2066', '\u2069', '\u200F'];

/** Strings no field should choke on. */
export const hostileString: Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.constant('a'.repeat(10_000)),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...BIDI).map((c) => `Ravi${c}Kumar`),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`),
  // Lone surrogates (no character at all) and the last code point (docs/product.md#security).
  fc.string({ maxLength: 10 }).map((s) => `${s}\uD800${s}`),
  fc.string({ maxLength: 10 }).map((s) => `\uDC00${s}`),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u{10FFFF}`),
  fc.constantFrom(
    '\u0000',
    'Robert\n\r\tTables',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '%zz',
    '{{7*7}}',
    '__proto__',
    '𝒜𝒷𝒸 🚗 తెలుగు',
    '\uFEFF',
    '\uD800',
    '9'.repeat(400),
  ),
);

/** Any JSON value of the wrong kind. */
export const hostileValue: Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5, [], {}),
  fc.constant({ __proto__: { admin: true } }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const DATE = /^\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$$/;

/** A date near today in Kolkata, sometimes in the past or far ahead. */
const nearDate = fc.integer({ min: -400, max: 800 }).map((days) => addDays(todayInKolkata(), days));
const nearInstant = fc
  .tuple(nearDate, fc.integer({ min: 0, max: 23 }), fc.constantFrom('00', '30'))
  .map(([d, h, m]) => `${d}T${String(h).padStart(2, '0')}:${m}`);

function stringFor(schema: JsonSchema): Arbitrary<string> {
  if (schema.pattern && DATE.test(schema.pattern)) return nearDate;
  if (typeof schema.example === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(schema.example)) {
    return nearInstant;
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((s) => {
        return s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? 10_000);
      });
    } catch {
      // A pattern fast-check cannot read: plain strings of the right length instead.
    }
  }
  return fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 30, 60),
  });
}

/** Mostly valid values for `schema`, one in five hostile at each level. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): Arbitrary<unknown> {
  const valid = validFor(schema ?? {}, depth);
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: hostileValue, weight: 1 });
}

function validFor(schema: JsonSchema, depth: number): Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => validFor(s, depth)));
  if (schema.allOf?.length) return validFor(Object.assign({}, ...schema.allOf), depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -10,
        max: schema.maximum ?? 100_000,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 });
    case 'object': {
      if (depth > 3 || !schema.properties) return fc.constant({});
      const model = Object.fromEntries(
        Object.entries(schema.properties).map(([key, sub]) => [key, valueFor(sub, depth + 1)]),
      );
      // Mostly every required field; sometimes any of them may be missing.
      return fc.oneof(
        { arbitrary: fc.record(model, { requiredKeys: schema.required ?? [] }), weight: 3 },
        { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 1 },
      );
    }
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean());
  }
}
