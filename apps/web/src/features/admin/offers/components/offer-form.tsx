import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { CreateOfferSchema } from '@rental/shared/offers';
import { ApiError } from '@/lib/api-client';
import { FormField } from '@/lib/form-field';
import { useCreateOffer } from '../api/create-offer';

/** docs/product.md#screens and #offers: paste an image address and add it; an empty address is ignored. */
export function OfferForm() {
  const create = useCreateOffer();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [added, setAdded] = useState(false);

  const parsed = CreateOfferSchema.safeParse({ imageUrl: url });
  const preview = parsed.success ? parsed.data.imageUrl : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(false);
    if (!url.trim()) return;
    if (!parsed.success) {
      // docs/product.md#offers: only http(s) addresses are accepted.
      setError(parsed.error.issues[0]?.message ?? 'Enter an http(s) image URL.');
      return;
    }
    setError(undefined);
    create.mutate(parsed.data, {
      onSuccess: () => {
        setUrl('');
        setAdded(true);
      },
      onError: (e) => {
        setError(
          e instanceof ApiError && e.code
            ? e.message
            : 'Could not add the offer. Please try again.',
        );
      },
    });
  };

  return (
    <section className="card shadow-sm mb-4" aria-labelledby="offer-form-title">
      <div className="card-body">
        <h2 id="offer-form-title" className="h5 mb-3">
          Add an offer
        </h2>
        <Form noValidate onSubmit={submit}>
          <div className="row g-3 align-items-start">
            <div className="col-md">
              <FormField
                id="offer-url"
                label="Image URL"
                labelClassName="form-label"
                hint="An https:// address of the offer's image."
                error={error}
                className="mb-0"
              >
                {({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
                  <div className="d-flex gap-2">
                    <Form.Control
                      id={id}
                      type="url"
                      inputMode="url"
                      placeholder="https://example.com/offer.jpg"
                      value={url}
                      isInvalid={invalid}
                      aria-invalid={invalid}
                      aria-describedby={describedBy}
                      onChange={(e) => {
                        setUrl(e.target.value);
                        setError(undefined);
                        setAdded(false);
                      }}
                    />
                    <Button type="submit" disabled={create.isPending} className="text-nowrap">
                      {create.isPending ? 'Adding...' : 'Add Offer'}
                    </Button>
                  </div>
                )}
              </FormField>
            </div>
            {preview && (
              <div className="col-5 col-md-3">
                <img src={preview} alt="Preview of the new offer" className="admin-thumb border" />
              </div>
            )}
          </div>
          <div aria-live="polite">
            {added && (
              <Alert variant="success" className="py-2 mt-3 mb-0">
                Offer added.
              </Alert>
            )}
          </div>
        </Form>
      </div>
    </section>
  );
}
