// docs/decisions/022-performance-close-to-the-limit.md: the page's boot. The server paints a
// frame with the page's largest picture (the home hero, the first car card, a car's photo) before
// any script runs. On a phone's slow link the picture and the app's scripts share the bandwidth,
// so the app's scripts are fetched, and the app started, only once that picture is painted: the
// picture never waits for the app. A page without such a picture, whose picture fails, or whose
// picture is below the fold (a short or landscape screen: it is not what the visitor sees first)
// loads the app at once; a slow picture holds the app back for at most `capMs`.
//
// The build writes these functions into index.html as an inline module script, by their source
// text (vite.config.ts, `startAfterFramePage`): each must use nothing from outside its own body.

/** Calls `start` once the frame's picture is painted, or at once when there is none. */
export function startAfterFrame(start: () => unknown, capMs: number): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    start();
  };
  const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (
    !picture ||
    (picture.complete && picture.naturalWidth === 0) ||
    picture.getBoundingClientRect().top >= window.innerHeight
  ) {
    go();
    return;
  }
  setTimeout(go, capMs);
  picture.addEventListener('error', go);
  const reportsPaint =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (reportsPaint) {
    // The browser reports the picture as the page's largest paint once it is on the screen.
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => 'element' in entry && entry.element === picture)) {
        return;
      }
      observer.disconnect();
      setTimeout(go, 0);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } else if (typeof picture.decode === 'function') {
    // Without that report: decoded, the picture is painted in the next frame.
    picture.decode().then(() => requestAnimationFrame(() => requestAnimationFrame(go)), go);
  } else {
    go();
  }
}

/**
 * Fetches the app's first-load modules all at once (the entry first, then the chunks it imports,
 * which would otherwise be found only once the entry has arrived) and runs the entry.
 */
export function loadApp([entry, ...chunks]: string[]): Promise<unknown> {
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  return import(/* @vite-ignore */ entry!);
}
