import sharp from 'sharp';
import { bearer, type Harness } from './harness';

// Builders for the multipart car form in tests; inject accepts a FormData payload as it is.

export const VALID_CAR = {
  name: 'Swift VXi',
  brand: 'Maruti Suzuki',
  type: 'Hatchback',
  fuel: 'Petrol',
  seats: '5',
  transmission: 'Manual',
  price: '1800',
  description: 'A nimble hatchback for city drives.',
  featured: 'true',
  registrationNumber: 'TS 08 AB 1234',
};

export interface FormFile {
  name: string;
  data: Buffer;
  type?: string;
}

export function carForm(
  fields: Record<string, string | undefined> = {},
  files: FormFile[] = [],
  features: string[] = ['AC', 'Bluetooth'],
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...VALID_CAR, ...fields })) {
    if (value !== undefined) form.append(key, value);
  }
  for (const feature of features) form.append('features[]', feature);
  for (const file of files) {
    form.append(
      'images',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  }
  return form;
}

/** A small JPEG; with orientation 6 a viewer shows it turned a quarter, width and height swapped. */
export async function jpeg(width = 64, height = 32, orientation?: number): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } },
  }).jpeg();
  return orientation
    ? image.withMetadata({ orientation, exif: { IFD0: { Copyright: 'secret-camera' } } }).toBuffer()
    : image.toBuffer();
}

export async function png(width = 40, height = 40): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

export const jpegFile = async (name = 'car.jpg'): Promise<FormFile> => ({
  name,
  data: await jpeg(),
});

/** The key of every stored file. */
export async function listUploads(h: Harness): Promise<string[]> {
  const rows = await h.app.db.selectFrom('files').select('key').orderBy('key').execute();
  return rows.map((row) => row.key);
}

let plate = 1000;
/** A registration number no other test car uses. */
export function freshRegistration(): string {
  plate += 1;
  return `TS 12 QA ${plate}`;
}

/** A valid add-car form with a registration number of its own and, unless told, one JPEG. */
export async function newCarForm(
  options: {
    fields?: Record<string, string | undefined>;
    files?: FormFile[];
    features?: string[];
  } = {},
): Promise<FormData> {
  return carForm(
    { registrationNumber: freshRegistration(), ...options.fields },
    options.files ?? [await jpegFile()],
    options.features,
  );
}

/** Sends an add-car form as it is, for tests that shape the form themselves. */
export function postCarForm(h: Harness, token: string, form: FormData) {
  return h.inject({ method: 'POST', url: '/api/cars/add', headers: bearer(token), payload: form });
}

export async function addCar(
  h: Harness,
  token: string,
  fields: Record<string, string | undefined> = {},
  files?: FormFile[],
) {
  return postCarForm(h, token, await newCarForm({ fields, files }));
}
