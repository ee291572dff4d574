import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { MESSAGES } from '@rental/shared/messages';
import { FormFailure } from '@/components/form-failure';
import { ApiError } from '@/lib/api-client';
import {
  CAR_FIELD_LABELS,
  CAR_FIELDS,
  type CarField,
  type CarFormValues,
  type CarTextField,
} from '../lib/car-fields';
import { validateCarFields } from '../lib/car-form';
import { CarDetailField } from './car-detail-field';
import { CarImagePicker } from './car-image-picker';

interface CarFormProps {
  mode: 'add' | 'edit';
  initialValues: CarFormValues;
  currentImages?: readonly string[];
  onSubmit: (values: CarFormValues, images: File[]) => Promise<unknown>;
  /** The alert text for a failed save (docs/product.md#texts differs between add and edit). */
  failureMessage: (error: unknown) => string;
}

const resolver: Resolver<CarFormValues> = (values) => {
  const messages = validateCarFields(values);
  const entries = Object.entries(messages);
  if (entries.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(
    entries.map(([field, message]) => [field, { type: 'validate', message }]),
  ) as FieldErrors<CarFormValues>;
  return { values: {}, errors };
};

const TEXT_FIELDS = Object.keys(CAR_FIELD_LABELS) as CarTextField[];

/** Add car and Edit car (docs/product.md#screens and #cars): the same fields; edit adds 'Available'. */
export function CarForm({
  mode,
  initialValues,
  currentImages,
  onSubmit,
  failureMessage,
}: CarFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CarFormValues>({ resolver, defaultValues: initialValues });
  const [images, setImages] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const save = async (values: CarFormValues, chosen: File[]) => {
    setSaveError(null);
    try {
      await onSubmit(values, chosen);
    } catch (error) {
      // docs/product.md#security: the server's field messages go beside their fields.
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      for (const [field, message] of Object.entries(fields)) {
        if (field === 'images') setImageError(message);
        else if ((TEXT_FIELDS as string[]).includes(field)) {
          setError(field as CarTextField, { type: 'server', message });
        }
      }
      setSaveError(failureMessage(error));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // docs/product.md#cars: a new car needs at least one image; checked with the other fields, at once.
    const missingImages = mode === 'add' && images.length === 0;
    if (missingImages) setImageError(MESSAGES.uploadAtLeastOne);
    const chosen = images;
    return handleSubmit(async (values) => {
      if (missingImages) {
        document.getElementById('car-images')?.focus();
        return;
      }
      await save(values, chosen);
    })(event);
  };

  const detail = (field: CarField) => (
    <CarDetailField
      key={field.name}
      field={field}
      registered={register(field.name)}
      error={errors[field.name]?.message}
    />
  );

  return (
    <Form noValidate onSubmit={submit}>
      <div className="row g-4">
        <div className="col-lg-7">
          <section className="card shadow-sm h-100" aria-labelledby="car-details-title">
            <div className="card-body">
              <h2 id="car-details-title" className="h5 mb-3">
                Car details
              </h2>
              {CAR_FIELDS.map((entry) =>
                'name' in entry ? (
                  detail(entry)
                ) : (
                  <div className="row" key={entry.map((field) => field.name).join()}>
                    {entry.map(detail)}
                  </div>
                ),
              )}
            </div>
          </section>
        </div>
        <div className="col-lg-5">
          <section className="card shadow-sm mb-4" aria-labelledby="car-photos-title">
            <div className="card-body">
              <h2 id="car-photos-title" className="h5 mb-3">
                Photos
              </h2>
              <CarImagePicker
                mode={mode}
                files={images}
                onFilesChange={setImages}
                error={imageError ?? undefined}
                onErrorChange={setImageError}
                currentImages={currentImages}
              />
            </div>
          </section>
          <section className="card shadow-sm mb-4" aria-labelledby="car-listing-title">
            <div className="card-body">
              <h2 id="car-listing-title" className="h5 mb-3">
                Listing
              </h2>
              <Form.Check
                type="checkbox"
                id="car-featured"
                label="Feature this car"
                className="mb-2"
                {...register('featured')}
              />
              {mode === 'edit' && (
                <Form.Check
                  type="checkbox"
                  id="car-available"
                  label="Available"
                  {...register('available')}
                />
              )}
            </div>
          </section>
          <FormFailure message={saveError} />
          <div className="d-flex gap-2">
            <Button type="submit" size="lg" className="flex-grow-1" disabled={isSubmitting}>
              {isSubmitting && (
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              )}
              {mode === 'add'
                ? isSubmitting
                  ? 'Adding...'
                  : 'Add Car'
                : isSubmitting
                  ? 'Saving...'
                  : 'Update Car'}
            </Button>
            <Link to="/admin/dashboard" className="btn btn-lg btn-outline-secondary">
              Cancel
            </Link>
          </div>
        </div>
      </div>
    </Form>
  );
}
