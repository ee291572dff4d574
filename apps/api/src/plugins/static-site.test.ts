import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';
import { createCar } from '../test/factories';

// docs/product.md#screens: the built app is served for every page path; a car's page carries its
// own head.

const webDist = mkdtempSync(path.join(tmpdir(), 'rental-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head>
    <meta
      name="description"
      content="The site's description."
    />
    <title>Site title</title>
  </head><body><div id="root"><!--page-frame--></div></body></html>`,
);

describeEachDatabase(
  'the single-page app and page heads',
  (h) => {
    it('answers any page path with the app, not cached, and the site-wide head', async () => {
      const res = await h.inject({ method: 'GET', url: '/account?tab=bookings' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Site title</title>');
      expect(res.body).not.toContain('og:title');
    });

    it("writes a car's title, description, link preview and photo preload into its page", async () => {
      const car = await createCar(h, { name: 'Swift <VXi> & "Co"', images: ['photo-1'] });
      const res = await h.inject({
        method: 'GET',
        url: `/cars/${car.id}?from=2026-12-01T10:00`,
        headers: { host: 'rent.example.in' },
      });
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toContain(
        '<title>Swift &lt;VXi&gt; &amp; &quot;Co&quot; for self-drive rent | Hyderabad Self Drive</title>',
      );
      expect(html).not.toContain('Site title');
      expect(html).not.toContain("The site's description.");
      expect(html).toMatch(
        /<meta name="description" content="Rent the Swift &lt;VXi&gt; &amp; &quot;Co&quot; \(Hatchback, Petrol, 5 seats\)/,
      );
      expect(html).toContain(
        `<meta property="og:url" content="http://rent.example.in/cars/${car.id}" />`,
      );
      const large = new RegExp(
        `<link rel="preload" as="image" href="([^"]+)" data-page="/cars/${car.id}"`,
      ).exec(html)?.[1];
      expect(large).toMatch(/^\/.*photo-1.*\.webp$/);
      expect(html).toContain(
        `<meta property="og:image" content="http://rent.example.in${large}" />`,
      );
      expect(html).toMatch(
        /imagesrcset="[^"]+ 480w, [^"]+ 1280w" imagesizes="[^"]+" fetchpriority="high"/,
      );
      // The photo is in the page's frame, inside the app's root, painted before any script runs.
      const frame = /<div id="root">(.*)<\/div><\/body>/s.exec(html)?.[1] ?? '';
      expect(frame).toContain('aria-hidden="true"');
      expect(frame).toMatch(
        new RegExp(
          `<img src="${large}" srcset="[^"]+" sizes="[^"]+" width="1280" height="800" alt=""`,
        ),
      );
      // Written once, inside the head, before the app's markup.
      expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
      expect(html.match(/<title>/g)).toHaveLength(1);
    });

    it('gives an unknown, deleted or odd car address the plain page', async () => {
      const gone = await createCar(h, { images: ['photo-2'] });
      await h.app.db
        .updateTable('cars')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', gone.id)
        .execute();
      for (const url of [`/cars/${gone.id}`, '/cars/no-such-car', '/cars/a/b', '/cars/']) {
        const res = await h.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<title>Site title</title>');
        expect(res.body, url).not.toContain('og:title');
        expect(res.body, url).toContain('<div id="root"><!--page-frame--></div>');
      }
    });

    it('refuses a malformed address with a 400, not a crash', async () => {
      const res = await h.inject({ method: 'GET', url: '/cars/%E0%A4%A' });
      expect(res.statusCode).toBe(400);
    });

    it('keeps a missing asset a 404 instead of the page', async () => {
      const res = await h.inject({ method: 'GET', url: '/assets/missing.js' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    });
  },
  { config: { webDist } },
);
