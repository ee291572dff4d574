import { expect, it } from 'vitest';
import { CAR_CARD_SIZES } from '@rental/shared/car-list-page';
import type { Car } from '@rental/shared/cars';
import { invalidateCarLists } from '../modules/cars/car-lists';
import { describeEachDatabase } from '../test/harness';
import { createCar } from '../test/factories';
import { boot, bootHash, css, cssHash, webDist } from './static-site.test-helpers';

// docs/product.md#screens: the built app is served for every page path; a car's page carries its
// own head.

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
        headers: { host: 'attacker.example' },
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
        `<meta property="og:url" content="https://rent.example.in/cars/${car.id}" />`,
      );
      const large = new RegExp(
        `<link rel="preload" as="image" href="([^"]+)" data-page="/cars/${car.id}"`,
      ).exec(html)?.[1];
      expect(large).toMatch(/^\/.*photo-1.*\.webp$/);
      expect(html).toContain(
        `<meta property="og:image" content="https://rent.example.in${large}" />`,
      );
      expect(html).not.toContain('attacker.example');
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

    it('never takes an absolute link from the Host header', async () => {
      const car = await createCar(h, { images: ['photo-3'] });
      // docs/product.md#security: without PUBLIC_URL the head has no absolute link at all.
      await h.restart({ publicUrl: undefined });
      try {
        for (const url of [`/cars/${car.id}`, '/cars']) {
          const res = await h.inject({ method: 'GET', url, headers: { host: 'attacker.example' } });
          expect(res.statusCode, url).toBe(200);
          expect(res.body, url).toContain('og:title');
          expect(res.body, url).not.toContain('attacker.example');
          expect(res.body, url).not.toContain('og:url');
          expect(res.body, url).not.toContain('og:image');
        }
      } finally {
        await h.restart({ publicUrl: 'https://rent.example.in' });
      }
      const list = await h.inject({ method: 'GET', url: '/cars', headers: { host: 'a.example' } });
      expect(list.body).toContain(
        '<meta property="og:url" content="https://rent.example.in/cars" />',
      );
    });

    it('gives an unknown, deleted or odd car address the plain page', async () => {
      const gone = await createCar(h, { images: ['photo-2'] });
      await h.app.db
        .updateTable('cars')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', gone.id)
        .execute();
      for (const url of [`/cars/${gone.id}`, '/cars/no-such-car', '/cars/a/b']) {
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

    it('writes the stylesheet into the page and allows just it in the CSP', async () => {
      for (const url of ['/', '/cars', '/account']) {
        const res = await h.inject({ method: 'GET', url });
        expect(res.body, url).toContain(`<style>${css}</style>`);
        expect(res.body, url).not.toContain('rel="stylesheet"');
        const styleSrc = /style-src ([^;]*)/.exec(res.headers['content-security-policy'] as string);
        expect(styleSrc?.[1], url).toBe(`'self' ${cssHash}`);
      }
    });

    it('allows the inline boot script by its hash, and no other inline script', async () => {
      for (const url of ['/', '/cars', '/account']) {
        const res = await h.inject({ method: 'GET', url });
        const scriptSrc = /script-src ([^;]*)/.exec(
          res.headers['content-security-policy'] as string,
        );
        expect(scriptSrc?.[1], url).toBe(`'self' ${bootHash}`);
      }
      expect((await h.inject({ method: 'GET', url: '/account' })).body).toContain(
        `<script type="module">${boot}</script>`,
      );
    });

    it("paints the car list's heading and first cards, the first photo preloaded", async () => {
      // Newest first, as the list answers: these four come before the cars of the other tests.
      const made = [
        await createCar(h, { name: 'Frame <Swift>', images: ['photo-4'] }),
        await createCar(h, { name: 'Frame City', images: ['photo-5'], available: false }),
        await createCar(h, { name: 'Frame Creta', images: [] }),
        await createCar(h, { name: 'Frame Nexon', images: ['photo-6'] }),
      ];
      for (const [i, car] of made.entries()) {
        await h.app.db
          .updateTable('cars')
          .set({ created_at: `2099-01-0${9 - i}T00:00:00.000Z` })
          .where('id', '=', car.id)
          .execute();
      }
      invalidateCarLists(h.app);
      const list = (await h.inject({ method: 'GET', url: '/api/cars' })).json<Car[]>();
      expect(list.slice(0, 4).map((c) => c._id)).toEqual(made.map((c) => c.id));
      const [first] = list;
      for (const url of ['/cars', '/cars/', '/cars?utm_source=sms']) {
        const html = (await h.inject({ method: 'GET', url })).body;
        expect(html, url).toContain(
          '<title>Cars for self-drive rent in Hyderabad | Hyderabad Self Drive</title>',
        );
        const frame = /<div id="root">(.*)<\/div><\/body>/s.exec(html)?.[1] ?? '';
        expect(frame, url).toMatch(/^<div class="site-main" aria-hidden="true" data-keep-frame>/);
        expect(frame, url).toContain('<h1>Self-drive cars in Hyderabad</h1>');
        expect(frame, url).toContain(`Showing ${list.length} of ${list.length} cars`);
        // The first three cards of the list, in its order, as CarCard draws them.
        const names = [...frame.matchAll(/<h2 class="car-card__title"><a [^>]*>([^<]*)</g)].map(
          (m) => m[1],
        );
        expect(names, url).toEqual(['Frame &lt;Swift&gt;', 'Frame City', 'Frame Creta']);
        expect(frame, url).not.toContain('Frame Nexon');
        // Nothing in it takes focus: every link and control is out of the tab order.
        for (const tag of frame.match(/<(a|input|select|button)\b[^>]*>/g) ?? []) {
          expect(tag, url).toContain('tabindex="-1"');
        }
        const thumb = first!.thumbnails[0] ?? first!.images[0];
        expect(frame, url).toContain(
          `<img src="${thumb}" srcset="${thumb} 480w, ${first!.images[0]} 1280w" ` +
            `sizes="${CAR_CARD_SIZES}" width="480" height="300" alt="" loading="eager" fetchpriority="high"`,
        );
        expect(html, url).toContain(
          `<link rel="preload" as="image" href="${thumb}" data-page="/cars" ` +
            `imagesrcset="${thumb} 480w, ${first!.images[0]} 1280w" imagesizes="${CAR_CARD_SIZES}" ` +
            'fetchpriority="high" />',
        );
      }
    });

    it('marks a booked car and a car without photos in the list frame as the app does', async () => {
      const html = (await h.inject({ method: 'GET', url: '/cars' })).body;
      const cards = html.split('<li><article').slice(1);
      const city = cards.find((card) => card.includes('Frame City'))!;
      expect(city).toMatch(/^ class="card car-card h-100 is-booked">/);
      expect(city).toContain('<span class="car-card__booked">Booked</span>');
      expect(city).not.toContain('Book Now');
      const creta = cards.find((card) => card.includes('Frame Creta'))!;
      expect(creta).toContain('<span class="car-card__no-photo">Photo coming soon</span>');
      expect(creta).toContain('Book Now');
      // docs/product.md#reviews: no published review, no rating (never the stored column).
      expect(html).not.toContain('car-card__rating');
    });

    it('gives a list searched by dates, filtered or sorted its title but no frame', async () => {
      for (const url of [
        '/cars?from=2026-12-01T10:00&to=2026-12-02T10:00',
        '/cars?type=SUV',
        '/cars?sort=price-low',
        '/cars?branch=Boduppal',
      ]) {
        const html = (await h.inject({ method: 'GET', url })).body;
        expect(html, url).toContain('<title>Cars for self-drive rent in Hyderabad');
        expect(html, url).toContain('<div id="root"></div>');
        expect(html, url).not.toContain('rel="preload"');
      }
    });

    it('sends the home page its own frame, and other pages the plain one', async () => {
      expect((await h.inject({ method: 'GET', url: '/' })).body).toContain('The home frame');
      const other = await h.inject({ method: 'GET', url: '/about' });
      expect(other.body).not.toContain('The home frame');
      expect(other.body).toContain('<div id="root"><!--page-frame--></div>');
    });
  },
  { config: { webDist, publicUrl: 'https://rent.example.in' } },
);
