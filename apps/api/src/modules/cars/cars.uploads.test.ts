import { beforeAll, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Car } from '@rental/shared/cars';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';
import { addCar, carForm, jpeg, jpegFile, listUploads, png } from '../../test/car-form';

async function carCount(h: Harness): Promise<number> {
  const row = await h.app.db
    .selectFrom('cars')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDatabase('car image uploads', (h) => {
  let admin: string;
  beforeAll(async () => {
    admin = await h.adminToken();
  });

  /** Runs a refused upload and checks that nothing was stored anywhere. */
  async function expectRefusedAndNothingStored(
    files: { name: string; data: Buffer; type?: string }[],
    status: number,
    error: string,
  ) {
    const filesBefore = await listUploads(h);
    const carsBefore = await carCount(h);
    const res = await addCar(h, admin, {}, files);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error });
    expect(await listUploads(h)).toEqual(filesBefore);
    expect(await carCount(h)).toBe(carsBefore);
  }

  it('turns a JPEG into a large and a thumbnail WebP, upright and without EXIF', async () => {
    const filesBefore = (await listUploads(h)).length;
    // Stored 64 x 32 with "rotate 90°" in EXIF: a viewer shows it 32 wide and 64 high.
    const res = await addCar(h, admin, {}, [{ name: 'photo.jpg', data: await jpeg(64, 32, 6) }]);
    expect(res.statusCode).toBe(201);
    const car = res.json<Car>();
    expect((await listUploads(h)).length).toBe(filesBefore + 2);

    for (const url of [car.images[0]!, car.thumbnails[0]!]) {
      const file = await h.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([32, 64]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(file.rawPayload.includes('secret-camera')).toBe(false);
    }
  });

  it('shrinks a large picture to at most 1280 px wide and the thumbnail to 480', async () => {
    const big = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const car = (
      await addCar(h, admin, {}, [{ name: 'big.png', data: big, type: 'image/png' }])
    ).json<Car>();
    const large = await sharp(
      (await h.inject({ method: 'GET', url: car.images[0]! })).rawPayload,
    ).metadata();
    const thumb = await sharp(
      (await h.inject({ method: 'GET', url: car.thumbnails[0]! })).rawPayload,
    ).metadata();
    expect([large.width, large.height]).toEqual([1280, 853]);
    expect(thumb.width).toBe(480);
  });

  it('accepts PNG and WEBP as well, up to three images in order', async () => {
    const webp = await sharp(await png())
      .webp()
      .toBuffer();
    const res = await addCar(h, admin, {}, [
      { name: 'a.png', data: await png(), type: 'image/png' },
      { name: 'b.webp', data: webp, type: 'image/webp' },
      await jpegFile('c.jpg'),
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().images).toHaveLength(3);
    expect(res.json().thumbnails).toHaveLength(3);
  });

  it('refuses a text file named .png and stores nothing', async () => {
    await expectRefusedAndNothingStored(
      [{ name: 'car.png', data: Buffer.from('just some text, not an image'), type: 'image/png' }],
      400,
      'Only JPG, PNG, and WEBP image formats are allowed.',
    );
  });

  it('refuses a GIF even with a .jpg name', async () => {
    const gif = await sharp(await png())
      .gif()
      .toBuffer();
    await expectRefusedAndNothingStored(
      [{ name: 'car.jpg', data: gif }],
      400,
      'Only JPG, PNG, and WEBP image formats are allowed.',
    );
  });

  it('stores nothing when one good image comes with a bad one', async () => {
    await expectRefusedAndNothingStored(
      [await jpegFile('good.jpg'), { name: 'bad.png', data: Buffer.from('<svg></svg>') }],
      400,
      'Only JPG, PNG, and WEBP image formats are allowed.',
    );
  });

  it('refuses a damaged image whose first bytes look right', async () => {
    const damaged = Buffer.concat([(await jpeg()).subarray(0, 40), Buffer.alloc(200, 7)]);
    await expectRefusedAndNothingStored(
      [{ name: 'broken.jpg', data: damaged }],
      400,
      'One of the images could not be read. Please choose another file.',
    );
  });

  it('refuses four (or six) images with a clear 400 and stores nothing', async () => {
    for (const count of [4, 6]) {
      const files = await Promise.all(
        Array.from({ length: count }, (_, n) => jpegFile(`${n}.jpg`)),
      );
      await expectRefusedAndNothingStored(files, 400, 'You can only upload up to 3 images.');
    }
  });

  it('refuses a 6 MB file (413) and stores nothing', async () => {
    const huge = Buffer.concat([await jpeg(), Buffer.alloc(6 * 1024 * 1024)]);
    await expectRefusedAndNothingStored(
      [{ name: 'huge.jpg', data: huge }],
      413,
      'Each image must be at most 5 MB.',
    );
  });

  it('replaces the images on edit and removes the old files', async () => {
    const car = (await addCar(h, admin)).json<Car>();
    const res = await h.inject({
      method: 'PUT',
      url: `/api/cars/${car._id}`,
      headers: bearer(admin),
      payload: carForm({ registrationNumber: car.registrationNumber }, [
        { name: 'new-1.png', data: await png(), type: 'image/png' },
        await jpegFile('new-2.jpg'),
      ]),
    });
    expect(res.statusCode).toBe(200);
    const edited = res.json<Car>();
    expect(edited.images).toHaveLength(2);
    expect(edited.images).not.toContain(car.images[0]);
    expect((await h.inject({ method: 'GET', url: edited.images[1]! })).statusCode).toBe(200);
    expect((await h.inject({ method: 'GET', url: car.images[0]! })).statusCode).toBe(404);
    expect((await h.inject({ method: 'GET', url: car.thumbnails[0]! })).statusCode).toBe(404);
  });

  it('keeps the old images when an edit brings a bad one', async () => {
    const car = (await addCar(h, admin)).json<Car>();
    const res = await h.inject({
      method: 'PUT',
      url: `/api/cars/${car._id}`,
      headers: bearer(admin),
      payload: carForm({ registrationNumber: car.registrationNumber, name: 'Changed' }, [
        { name: 'x.png', data: Buffer.from('nope') },
      ]),
    });
    expect(res.statusCode).toBe(400);
    const read = (await h.inject({ method: 'GET', url: `/api/cars/${car._id}` })).json<Car>();
    expect(read.images).toEqual(car.images);
    expect(read.name).toBe(car.name);
  });

  it('never serves files outside the uploads folder', async () => {
    for (const url of [
      '/uploads/../rental.sqlite',
      '/uploads/..%2frental.sqlite',
      '/uploads/%2e%2e/jwt-secret',
      '/uploads/cars/missing.webp',
    ]) {
      const res = await h.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});
