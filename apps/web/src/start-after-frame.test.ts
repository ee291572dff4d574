import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadApp, startAfterFrame } from './start-after-frame';

// docs/decisions/022-performance-close-to-the-limit.md: the app loads once the frame's picture is
// on the screen, at once without one, and never later than the cap.

const CAP_MS = 500;

/** The browser's largest-paint reports, delivered by the test. */
class FakePaintObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  static observers: FakePaintObserver[] = [];
  disconnected = false;
  constructor(private readonly callback: PerformanceObserverCallback) {
    FakePaintObserver.observers.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(element: Element) {
    const list = { getEntries: () => [{ element }] } as unknown as PerformanceObserverEntryList;
    this.callback(list, this as unknown as PerformanceObserver);
  }
}

function framePicture(): HTMLImageElement {
  document.body.innerHTML =
    '<div id="root"><div class="site-main"><img src="/img/a.webp" fetchpriority="high"></div></div>';
  const picture = document.querySelector('img')!;
  // Still loading: jsdom loads no pictures, a browser would be on its way.
  Object.defineProperty(picture, 'complete', { value: false });
  return picture;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakePaintObserver.observers = [];
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('startAfterFrame', () => {
  it('starts at once on a page without a frame picture', () => {
    document.body.innerHTML = '<div id="root"><div class="site-nav"></div></div>';
    const start = vi.fn();
    startAfterFrame(start, CAP_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts once the picture is reported painted, not before, and only once', () => {
    const picture = framePicture();
    const start = vi.fn();
    startAfterFrame(start, CAP_MS);
    const [observer] = FakePaintObserver.observers;
    // A paint of something else (the heading's text) is not the picture's.
    observer!.report(document.getElementById('root')!);
    vi.advanceTimersByTime(1);
    expect(start).not.toHaveBeenCalled();
    observer!.report(picture);
    expect(observer!.disconnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(CAP_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the picture is below the fold', () => {
    const picture = framePicture();
    vi.spyOn(picture, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: window.innerHeight + 10, width: 390, height: 260 }),
    );
    const start = vi.fn();
    startAfterFrame(start, CAP_MS);
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.observers).toEqual([]);
  });

  it('starts when the picture fails', () => {
    const picture = framePicture();
    const start = vi.fn();
    startAfterFrame(start, CAP_MS);
    picture.dispatchEvent(new Event('error'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the cap when the picture is slow', () => {
    framePicture();
    const start = vi.fn();
    startAfterFrame(start, CAP_MS);
    vi.advanceTimersByTime(CAP_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the decoded picture and a frame where paints are not reported', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const picture = framePicture();
    let decoded!: () => void;
    picture.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const start = vi.fn();
    startAfterFrame(start, CAP_MS);
    expect(start).not.toHaveBeenCalled();
    decoded();
    await Promise.resolve();
    vi.advanceTimersToNextFrame();
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('loadApp', () => {
  it("asks for the entry's chunks at once, beside the entry", async () => {
    await loadApp(['data:text/javascript,export default 1', '/assets/a.js', '/assets/b.js']).catch(
      () => undefined,
    );
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/a.js',
      '/assets/b.js',
    ]);
  });
});
