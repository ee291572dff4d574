import type { z } from 'zod';
import type { CarFieldsSchema, CarUpdateFieldsSchema } from '@rental/shared/cars';
import { MESSAGES } from '@rental/shared/messages';
import { ValidationError } from '../../errors';
import type { MultipartForm } from '../uploads/multipart-form';

// The add-car and edit-car forms arrive as multipart, which Fastify's schema validation does not
// see; they are validated here with the shared schemas and refused with the usual
// {error, code: 'validation_error', fields} body.

/**
 * docs/product.md#admin: every field except images and featured must be non-empty. Values are the
 * form's labels.
 */
const REQUIRED: Record<string, string> = {
  name: 'name',
  brand: 'brand',
  type: 'type',
  fuel: 'fuel',
  seats: 'seats',
  transmission: 'transmission',
  price: 'price',
  description: 'description',
  features: 'features',
  registrationNumber: 'registration number',
};

type CarFormSchema = typeof CarFieldsSchema | typeof CarUpdateFieldsSchema;

export function parseCarForm<S extends CarFormSchema>(
  schema: S,
  form: MultipartForm,
  options: { imagesRequired: boolean },
): z.output<S> {
  const input: Record<string, unknown> = {};
  for (const [name, values] of form.fields) {
    // Features may come repeated (features[]) or as one comma-separated text; others take the last.
    input[name] = name === 'features' ? values : values.at(-1);
  }

  const fields: Record<string, string> = {};
  for (const [name, label] of Object.entries(REQUIRED)) {
    if (isBlank(input[name])) fields[name] = MESSAGES.fillField(label);
  }
  if (options.imagesRequired && form.files.length === 0) {
    fields.images = MESSAGES.uploadAtLeastOne;
  }

  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'body');
      fields[name] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(fields).length > 0) {
    const messages = Object.values(fields);
    throw new ValidationError(
      messages.length === 1 ? messages[0]! : 'Please check the highlighted fields.',
      fields,
    );
  }
  return parsed.data as z.output<S>;
}

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) {
    return value.every((v) => typeof v === 'string' && v.split(',').every((p) => !p.trim()));
  }
  return false;
}
