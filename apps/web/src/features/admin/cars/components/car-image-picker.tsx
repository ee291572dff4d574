import { useRef, type ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { IMAGE_MIME_TYPES, MAX_CAR_IMAGES, MAX_IMAGE_MB } from '@rental/shared/constants';
import { FormField } from '@/lib/form-field';
import { useObjectUrls } from '../hooks/use-object-urls';
import { imageSelectionError } from '../lib/car-form';

interface CarImagePickerProps {
  mode: 'add' | 'edit';
  files: File[];
  onFilesChange: (files: File[]) => void;
  error?: string;
  onErrorChange: (message: string | null) => void;
  /** Edit: the car's images now, replaced by any new choice. */
  currentImages?: readonly string[];
}

/** docs/product.md#cars: up to 3 JPEG, PNG or WEBP images with previews; a bad selection clears the choice. */
export function CarImagePicker(props: CarImagePickerProps) {
  const { mode, files, onFilesChange, error, onErrorChange, currentImages = [] } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const { urls: previews, show: showPreviews, fallBack } = useObjectUrls();

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    showPreviews([]);
    onFilesChange([]);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    const problem = imageSelectionError(chosen);
    onErrorChange(problem);
    if (problem) clear();
    else {
      showPreviews(chosen);
      onFilesChange(chosen);
    }
  };

  const hint =
    mode === 'edit'
      ? `Up to ${MAX_CAR_IMAGES} images (JPG, PNG or WEBP). New images replace the current ones.`
      : `Up to ${MAX_CAR_IMAGES} images (JPG, PNG or WEBP), up to ${MAX_IMAGE_MB} MB each.`;

  return (
    <>
      <FormField
        id="car-images"
        label="Images"
        labelClassName="form-label"
        hint={hint}
        error={error}
      >
        {({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
          <Form.Control
            ref={inputRef}
            id={id}
            name="images"
            type="file"
            multiple
            accept={IMAGE_MIME_TYPES.join(',')}
            isInvalid={invalid}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={onChange}
          />
        )}
      </FormField>
      {files.length > 0 ? (
        <div className="mb-3">
          <div className="d-flex justify-content-between align-items-center mb-2">
            <p className="small fw-medium mb-0">
              {mode === 'edit' ? 'New images' : 'Chosen images'} ({files.length})
            </p>
            <Button variant="link" size="sm" className="p-0" onClick={clear}>
              Clear images
            </Button>
          </div>
          <ul className="row g-2 list-unstyled mb-0">
            {files.map((file, index) => (
              <li className="col-4" key={`${file.name}-${index}`}>
                {previews[index] && (
                  <img
                    src={previews[index]}
                    alt={`Preview of ${file.name}`}
                    className="admin-thumb border"
                    onError={() => fallBack(index)}
                  />
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        currentImages.length > 0 && (
          <div className="mb-3">
            <p className="small fw-medium mb-2">Current images</p>
            <ul className="row g-2 list-unstyled mb-0">
              {currentImages.map((src, index) => (
                <li className="col-4" key={src}>
                  <img
                    src={src}
                    alt={`Current image ${index + 1}`}
                    className="admin-thumb border"
                  />
                </li>
              ))}
            </ul>
          </div>
        )
      )}
    </>
  );
}
