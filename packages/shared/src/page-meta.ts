import { BRAND_NAME } from './business';

// Titles and descriptions of the screens: the browser sets them as a screen opens, and the
// server writes the car pages' own into the page it sends (for link previews and crawlers).

export const HOME_TITLE = `${BRAND_NAME} | Self-drive car rental in Hyderabad`;
export const DEFAULT_DESCRIPTION =
  'Self-drive car rentals in Hyderabad from Boduppal, Vanasthalipuram and Dilsukhnagar. Hatchbacks, sedans, SUVs and EVs by the hour, day, week or month.';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

/** The document title of a screen; an empty title is the home page's. */
export function documentTitle(title: string): string {
  return title ? `${title} | ${BRAND_NAME}` : HOME_TITLE;
}

export interface CarMetaSource {
  name: string;
  type: string;
  fuel: string;
  seats: number;
  description: string;
}

/** `text` cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** A car page's title and description. */
export function carPageMeta(car: CarMetaSource): { title: string; description: string } {
  return {
    title: `${car.name} for self-drive rent`,
    description: clip(
      `Rent the ${car.name} (${car.type}, ${car.fuel}, ${car.seats} seats) for self-drive in Hyderabad. ${car.description}`,
      DESCRIPTION_MAX,
    ),
  };
}

/** The car page gallery's main photo: its candidates and the widths it is shown at. */
export const CAR_GALLERY_SIZES = '(min-width: 1400px) 760px, (min-width: 992px) 58vw, 100vw';

export function carPhotoSrcSet(thumb: string | undefined, large: string): string | undefined {
  return thumb && thumb !== large ? `${thumb} 480w, ${large} 1280w` : undefined;
}
