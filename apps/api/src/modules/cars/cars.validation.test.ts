import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, describeEachDatabase } from '../../test/harness';
import { addCar, newCarForm, postCarForm, VALID_CAR } from '../../test/car-form';

/** The answer that refuses one field: the field's message is the error's too. */
const fieldError = (code: string, field: string, message: string) => ({
  error: message,
  code,
  fields: { [field]: message },
});

describeEachDatabase('car form validation', (h) => {
  let admin: string;
  beforeAll(async () => {
    admin = await h.adminToken();
  });

  describe('required fields', () => {
    it.each([
      ['name', 'Please fill the name field.'],
      ['brand', 'Please fill the brand field.'],
      ['type', 'Please fill the type field.'],
      ['fuel', 'Please fill the fuel field.'],
      ['seats', 'Please fill the seats field.'],
      ['transmission', 'Please fill the transmission field.'],
      ['price', 'Please fill the price field.'],
      ['description', 'Please fill the description field.'],
      ['registrationNumber', 'Please fill the registration number field.'],
    ])('refuses a car without %s', async (field, message) => {
      for (const value of [undefined, '', '   ']) {
        const res = await addCar(h, admin, { [field]: value });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(fieldError('validation_error', field, message));
      }
    });

    it('refuses a car without features', async () => {
      const res = await postCarForm(h, admin, await newCarForm({ features: [] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ features: 'Please fill the features field.' });
    });

    it('refuses a car without images: "Please upload at least one image."', async () => {
      const res = await addCar(h, admin, {}, []);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        fieldError('validation_error', 'images', 'Please upload at least one image.'),
      );
    });

    it('names every bad field at once', async () => {
      const res = await addCar(h, admin, { name: '', price: 'cheap', type: 'Truck' }, []);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'Please check the highlighted fields.',
        fields: {
          name: 'Please fill the name field.',
          price: 'Price must be a number.',
          type: 'Type must be one of Hatchback, Sedan, SUV, MUV.',
          images: 'Please upload at least one image.',
        },
      });
    });
  });

  it.each([
    ['type', 'Convertible', 'Type must be one of Hatchback, Sedan, SUV, MUV.'],
    ['fuel', 'Hydrogen', 'Fuel must be one of Petrol, Diesel, Electric, CNG.'],
    ['transmission', 'CVT', 'Transmission must be Automatic or Manual.'],
    ['seats', 'four', 'Seats must be a number.'],
    ['seats', '4.5', 'Seats must be a whole number.'],
    ['seats', '40', 'Seats must be at most 15.'],
    ['price', '12.5', 'Price must be in whole rupees.'],
    ['price', '-100', 'Price must be at least ₹100 a day.'],
    ['registrationNumber', 'HELLO', 'Enter a valid registration number, e.g. TS 08 AB 1234.'],
    ['name', 'x'.repeat(81), 'Name must be at most 80 characters.'],
    [
      'name',
      'Swift\u0000VXi',
      'Name contains a hidden control or text-direction character. Please retype it.',
    ],
  ])('refuses %s = %j', async (field, value, message) => {
    const res = await addCar(h, admin, { [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('accepts every allowed type, fuel and transmission', async () => {
    for (const [type, fuel, transmission] of [
      ['Hatchback', 'CNG', 'Manual'],
      ['Sedan', 'Diesel', 'Automatic'],
      ['SUV', 'Electric', 'Automatic'],
      ['MUV', 'Petrol', 'Manual'],
    ]) {
      const res = await addCar(h, admin, { type, fuel, transmission });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ type, fuel, transmission });
    }
  });

  it('stores the registration number normalised and refuses a duplicate with 409', async () => {
    const first = await addCar(h, admin, { registrationNumber: 'ts-09-ef-42' });
    expect(first.statusCode).toBe(201);
    expect(first.json().registrationNumber).toBe('TS 09 EF 0042');
    const again = await addCar(h, admin, { registrationNumber: 'TS09EF0042' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(
      fieldError(
        'registration_taken',
        'registrationNumber',
        'A car with this registration number already exists.',
      ),
    );
  });

  it('takes features as a comma-separated text too, trimmed, empties dropped', async () => {
    const form = await newCarForm({ features: [] });
    form.append('features', ' AC , ,GPS,  Sunroof ');
    const res = await postCarForm(h, admin, form);
    expect(res.statusCode).toBe(201);
    expect(res.json().features).toEqual(['AC', 'GPS', 'Sunroof']);
  });

  it('keeps unicode text as typed', async () => {
    const res = await addCar(h, admin, {
      name: 'मारुति Swift “Dzire” 🚗',
      description: 'ఆటోమేటిక్ – ideal for Hyderabad’s roads.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'मारुति Swift “Dzire” 🚗',
      description: 'ఆటోమేటిక్ – ideal for Hyderabad’s roads.',
    });
  });

  it('ignores the rating and availability a new-car form might carry', async () => {
    const res = await addCar(h, admin, { rating: '5', available: 'false' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ rating: null, reviewCount: 0, available: true });
  });

  describe('odd requests never cause a 500', () => {
    it('refuses a JSON body, a malformed body and a wrong content type', async () => {
      const cases = [
        { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(VALID_CAR) },
        { headers: { 'content-type': 'application/json' }, payload: '{"name": ' },
        { headers: { 'content-type': 'text/plain' }, payload: 'name=Swift' },
        { headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, payload: 'garbage' },
        { headers: { 'content-type': 'multipart/form-data' }, payload: '--\r\n' },
      ];
      for (const c of cases) {
        const res = await h.inject({
          method: 'POST',
          url: '/api/cars/add',
          headers: { ...bearer(admin), ...c.headers },
          payload: c.payload,
        });
        expect(res.statusCode, c.payload).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, c.payload).toBeLessThan(500);
        expect(res.json()).toHaveProperty('code');
      }
    });

    it('refuses a field far beyond its size', async () => {
      const res = await addCar(h, admin, { description: 'd'.repeat(40_000) });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('description');
    });

    it('refuses a field named like an object prototype property', async () => {
      const form = await newCarForm();
      form.append('__proto__', 'x');
      const res = await postCarForm(h, admin, form);
      expect(res.statusCode).toBe(400);
    });

    it('answers odd ids with a 4xx (400, 404, or 414 when absurdly long)', async () => {
      for (const id of [
        "1' OR '1'='1",
        '..%2F..%2Fetc%2Fpasswd',
        '%00',
        'a'.repeat(65),
        'a'.repeat(500),
        '%F0%9F%9A%97',
        '%E0%A4',
      ]) {
        for (const [method, url] of [
          ['GET', `/api/cars/${id}`],
          ['PATCH', `/api/cars/${id}/toggle`],
          ['DELETE', `/api/cars/${id}`],
        ] as const) {
          const res = await h.inject({ method, url, headers: bearer(admin) });
          expect([400, 404, 414], `${method} ${url}`).toContain(res.statusCode);
          expect(res.json()).toHaveProperty('code');
        }
      }
    });
  });
});
