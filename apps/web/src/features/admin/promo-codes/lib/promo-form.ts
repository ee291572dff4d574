import {
  PromoCodeCreateSchema,
  PromoCodeUpdateSchema,
  type PromoCode,
  type PromoCodeCreate,
  type PromoCodeUpdate,
  type PromoKind,
} from '@rental/shared/promo';

// docs/product.md#promo-codes: the owner's form as typed (strings and ticks), and the request it
// makes, checked by the same schema as the server's.

export interface PromoFormValues {
  code: string;
  kind: PromoKind;
  value: string;
  validFrom: string;
  validTo: string;
  minDays: string;
  carTypes: string[];
  branches: string[];
  maxUses: string;
  oncePerRenter: boolean;
  active: boolean;
}

export const EMPTY_PROMO: PromoFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  validFrom: '',
  validTo: '',
  minDays: '1',
  carTypes: [],
  branches: [],
  maxUses: '',
  oncePerRenter: true,
  active: true,
};

export function promoFormOf(code: PromoCode): PromoFormValues {
  return {
    code: code.code,
    kind: code.kind,
    value: String(code.value),
    validFrom: code.validFrom ?? '',
    validTo: code.validTo ?? '',
    minDays: String(code.minDays),
    carTypes: code.carTypes,
    branches: code.branches,
    maxUses: code.maxUses === null ? '' : String(code.maxUses),
    oncePerRenter: code.oncePerRenter,
    active: code.active,
  };
}

/** A typed number, or the text itself so the schema words what is wrong with it. */
const number = (text: string): unknown =>
  /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text;

function fields(v: PromoFormValues) {
  return {
    kind: v.kind,
    value: number(v.value),
    validFrom: v.validFrom || null,
    validTo: v.validTo || null,
    minDays: number(v.minDays || '1'),
    carTypes: v.carTypes,
    branches: v.branches,
    maxUses: v.maxUses.trim() ? number(v.maxUses) : null,
    oncePerRenter: v.oncePerRenter,
  };
}

export type PromoFormResult =
  | { ok: true; id: null; body: PromoCodeCreate }
  | { ok: true; id: string; body: PromoCodeUpdate }
  | { ok: false; errors: Record<string, string> };

/** The request for a new code (`id` null) or a change, or the first problem of each field. */
export function promoRequest(v: PromoFormValues, id: string | null): PromoFormResult {
  const body = id === null ? { code: v.code, ...fields(v) } : { ...fields(v), active: v.active };
  const parsed = (id === null ? PromoCodeCreateSchema : PromoCodeUpdateSchema).safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  return id === null
    ? { ok: true, id, body: body as PromoCodeCreate }
    : { ok: true, id, body: body as PromoCodeUpdate };
}
