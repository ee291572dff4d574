import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';
import { createCar } from '../test/factories';
import { builtBrotli, script, webDist } from './static-site.test-helpers';

// docs/product.md#screens: pages and assets go compressed to a browser that takes it, the
// build's own brotli files as they are; a missing asset stays a 404.

describeEachDatabase(
  'the compressed pages and assets',
  (h) => {
    it('compresses every page for a browser that takes it, a car page too', async () => {
      const car = await createCar(h, { name: 'Compressed Swift', images: ['photo-3'] });
      for (const [url, marker] of [
        ['/', 'The home frame'],
        ['/about', '<!--page-frame-->'],
        [`/cars/${car.id}`, 'Compressed Swift'],
        ['/cars', 'car-grid'],
      ] as const) {
        const plain = await h.inject({ method: 'GET', url });
        const br = await h.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': 'gzip, br' },
        });
        expect(br.headers['content-encoding'], url).toBe('br');
        expect(br.headers.vary, url).toContain('accept-encoding');
        expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(plain.body);
        expect(plain.body, url).toContain(marker);
        const gz = await h.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
        expect(gz.headers['content-encoding'], url).toBe('gzip');
        expect(gunzipSync(gz.rawPayload).toString(), url).toBe(plain.body);
        expect(plain.headers['content-encoding'], url).toBeUndefined();
      }
    });

    it("sends the build's own brotli file to a browser that takes it, the plain one otherwise", async () => {
      const br = await h.inject({
        method: 'GET',
        url: '/assets/app-1.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('javascript');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(builtBrotli);

      const plain = await h.inject({ method: 'GET', url: '/assets/app-1.js' });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    });

    it('keeps a missing asset a 404 instead of the page', async () => {
      const res = await h.inject({ method: 'GET', url: '/assets/missing.js' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    });
  },
  { config: { webDist, publicUrl: 'https://rent.example.in' } },
);
