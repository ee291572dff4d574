// docs/decisions/022-performance-close-to-the-limit.md: the page's boot. The server paints a
// frame with the page's largest picture (the home hero, the first car card, a car's photo) before
// any script runs. The app's scripts download alongside it (module preloads), but the app starts
// only once that picture is painted, so on a slow phone the picture never waits for the app's
// work. A page without such a picture, or whose picture fails, starts at once; a slow picture
// holds the app back for at most `capMs`.
//
// The build writes this function into index.html as an inline module script, by its source text
// (vite.config.ts, `startAfterFramePage`): it must use nothing from outside its own body.

/** Calls `start` once the frame's picture is painted, or at once when there is none. */
export function startAfterFrame(start: () => unknown, capMs: number): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    start();
  };
  const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!picture || typeof picture.decode !== 'function') {
    go();
    return;
  }
  setTimeout(go, capMs);
  // Decoded, the picture is painted in the next frame; the task after that frame starts the app.
  picture.decode().then(
    () => requestAnimationFrame(() => setTimeout(go, 0)),
    () => go(),
  );
}
