// docs/product.md#cars: the car's registration number, checked against the Indian formats and
// stored normalised: state, RTO, series, number ('TS 08 AB 1234') or the Bharat series ('22 BH 1234
// AA').

export function normaliseRegistrationNumber(input: string): string | null {
  const raw = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const standard = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{1,4})$/.exec(raw);
  if (standard) {
    const [, state, rto, series, num] = standard as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    return [state, rto.padStart(2, '0'), series, num.padStart(4, '0')].filter(Boolean).join(' ');
  }
  const bharat = /^(\d{2})BH(\d{4})([A-Z]{1,2})$/.exec(raw);
  if (bharat) {
    const [, year, num, series] = bharat as unknown as [string, string, string, string];
    return `${year} BH ${num} ${series}`;
  }
  return null;
}
