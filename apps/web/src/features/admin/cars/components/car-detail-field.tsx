import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/lib/form-field';
import type { CarField, CarTextField } from '../lib/car-fields';

interface CarDetailFieldProps {
  field: CarField;
  registered: UseFormRegisterReturn<CarTextField>;
  error?: string;
}

/** One field of the car form, drawn from its line in CAR_FIELDS. */
export function CarDetailField({ field, registered, error }: CarDetailFieldProps) {
  return (
    <FormField
      id={`car-${field.name}`}
      label={field.label}
      hint={field.hint}
      error={error}
      className={field.className}
      labelClassName="form-label"
    >
      {({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => {
        const control = {
          id,
          'aria-describedby': describedBy,
          'aria-invalid': invalid,
          isInvalid: !!invalid,
          ...registered,
        };
        switch (field.kind) {
          case 'text':
            return field.code ? (
              <Form.Control
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                {...control}
              />
            ) : (
              <Form.Control {...control} />
            );
          case 'number':
            return (
              <Form.Control
                type="number"
                inputMode="numeric"
                min={field.min}
                max={field.max}
                {...control}
              />
            );
          case 'rupees':
            return (
              <InputGroup hasValidation>
                <InputGroup.Text aria-hidden="true">₹</InputGroup.Text>
                <Form.Control
                  type="number"
                  inputMode="numeric"
                  min={field.min}
                  step={1}
                  {...control}
                />
              </InputGroup>
            );
          case 'paragraph':
            return <Form.Control as="textarea" rows={field.rows} {...control} />;
          case 'choice':
            return (
              <Form.Select {...control}>
                {field.unchosen && <option value="">Choose...</option>}
                {field.options.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </Form.Select>
            );
        }
      }}
    </FormField>
  );
}
