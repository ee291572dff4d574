import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';

// docs/deploy.md#readiness: the server marks the app ready once it listens, draining on SIGTERM
// (src/server.draining.test.ts runs the signal through a real process).

describeEachDatabase(
  'readiness before the server marks the app ready',
  (h) => {
    it('says starting, while liveness answers', async () => {
      const res = await h.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'starting' });
      expect((await h.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  },
  { markReady: false },
);

describeEachDatabase('readiness', (h) => {
  const ready = () => h.inject({ method: 'GET', url: '/api/ready' });

  it('says ready, then draining for good with each connection closed', async () => {
    expect((await ready()).json()).toEqual({ status: 'ready' });
    h.app.readiness.startDraining();
    h.app.readiness.markReady();
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'draining' });
    expect(res.headers.connection).toBe('close');
    const health = await h.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
  });
});
