import { z } from 'zod';

// docs/product.md#condition-photos: the named positions every pickup and return photographs,
// the close-ups beside them, and what each photo keeps (the time taken, the staff member).

export const PHOTO_POSITIONS = ['front', 'rear', 'left', 'right', 'odometer', 'fuel'] as const;
export type PhotoPosition = (typeof PHOTO_POSITIONS)[number];
export const CLOSE_UP = 'close-up' as const;
export const MAX_CLOSE_UPS = 6;
export const MAX_CLOSE_UP_NOTE = 200;

/** How the screen and the bill name each position. */
export const POSITION_LABELS: Record<PhotoPosition | typeof CLOSE_UP, string> = {
  front: 'Front',
  rear: 'Rear',
  left: 'Left side',
  right: 'Right side',
  odometer: 'Odometer',
  fuel: 'Fuel gauge',
  'close-up': 'Close-up',
};

export const PHOTO_MESSAGES = {
  positionsMissing: (labels: string[]) =>
    `Photograph the car from every position. Missing: ${labels.join(', ')}.`,
  positionTwice: (label: string) => `Take one photo of the ${label.toLowerCase()}, not two.`,
  tooManyCloseUps: `Add at most ${MAX_CLOSE_UPS} close-ups.`,
  closeUpNote: 'Say what the close-up shows.',
  photosUndescribed: 'Send one description in the record for each photo.',
  damageNeedsPhoto: 'Choose at least one photo of this return that shows the damage.',
  damageUnknownPhoto: 'A damage charge can only point to a photo taken at this return.',
} as const;

/** One photo as the form describes it, in the order of the uploaded files. */
export const PhotoTakenSchema = z
  .object({
    position: z.enum([...PHOTO_POSITIONS, CLOSE_UP], { error: 'Choose the photo position.' }),
    note: z
      .string()
      .trim()
      .max(MAX_CLOSE_UP_NOTE, `Keep the note under ${MAX_CLOSE_UP_NOTE} characters.`)
      .default(''),
    /** When the phone took it; the server's time when the phone does not say. */
    takenAt: z.iso.datetime({ offset: true, error: 'Not a time.' }).optional(),
  })
  .refine((photo) => photo.position !== CLOSE_UP || photo.note !== '', {
    message: PHOTO_MESSAGES.closeUpNote,
    path: ['note'],
  });
export type PhotoTaken = z.input<typeof PhotoTakenSchema>;

export const MAX_NAMED_PHOTOS = PHOTO_POSITIONS.length + MAX_CLOSE_UPS;

/** The positions a set of photos leaves out, the first position taken twice, too many close-ups. */
export function photoSetProblem(photos: readonly { position: string }[]): string | null {
  const missing = PHOTO_POSITIONS.filter((p) => !photos.some((photo) => photo.position === p));
  if (missing.length > 0)
    return PHOTO_MESSAGES.positionsMissing(missing.map((p) => POSITION_LABELS[p]));
  const twice = PHOTO_POSITIONS.find(
    (p) => photos.filter((photo) => photo.position === p).length > 1,
  );
  if (twice) return PHOTO_MESSAGES.positionTwice(POSITION_LABELS[twice]);
  if (photos.filter((photo) => photo.position === CLOSE_UP).length > MAX_CLOSE_UPS) {
    return PHOTO_MESSAGES.tooManyCloseUps;
  }
  return null;
}

/**
 * How a damage charge points to a photo of the same record: a position (`rear`) or a close-up by
 * its number among the close-ups (`close-up-2`).
 */
export const PhotoCiteSchema = z
  .string()
  .regex(/^(front|rear|left|right|odometer|fuel|close-up-[1-6])$/, 'Not a photo of this return.');

/** The cites of the photos a record describes, in its order. */
export function photoCites(photos: readonly { position: string }[]): string[] {
  let closeUps = 0;
  return photos.map((photo) =>
    photo.position === CLOSE_UP ? `${CLOSE_UP}-${++closeUps}` : photo.position,
  );
}
