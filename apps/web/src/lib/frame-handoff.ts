// docs/decisions/022-performance-close-to-the-limit.md: the server's frame of /cars has a search
// box a visitor can tap and type in before the app runs. What was typed, and the focus, go over
// to the app's own box when the frame gives way, so nothing typed is lost
// (docs/product.md#cars).

const BOX = 'input[type="search"]';
/** However long the app's box takes to appear, the hand-over waits no longer than this. */
const WAIT_AT_MOST_MS = 10_000;

/**
 * Moving the frame out of the app's root blurs its box: a box that had the focus gets it back,
 * so the visitor keeps typing into it while the frame is kept.
 */
export function keepFrameFocus(frame: Element, move: () => void): HTMLInputElement | undefined {
  const box = frame.querySelector<HTMLInputElement>(BOX) ?? undefined;
  const focused = box !== undefined && document.activeElement === box;
  move();
  if (focused) box.focus({ preventScroll: true });
  return box;
}

/** Gives the frame box's text and focus to the app's box, now or once the app has drawn it. */
export function handOverTyping(box: HTMLInputElement | undefined): void {
  if (!box) return;
  const text = box.value;
  const focused = document.activeElement === box;
  if (!text && !focused) return;
  const give = (target: HTMLInputElement) => {
    if (text && target.value !== text) {
      // Through the value setter React watches, so the app's onChange sees the text as typed.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(target, text);
      target.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused) {
      target.focus({ preventScroll: true });
      target.setSelectionRange(target.value.length, target.value.length);
    }
  };
  const root = document.getElementById('root');
  const now = root?.querySelector<HTMLInputElement>(BOX);
  if (now) return give(now);
  if (!root) return;
  const observer = new MutationObserver(() => {
    const target = root.querySelector<HTMLInputElement>(BOX);
    if (!target) return;
    observer.disconnect();
    give(target);
  });
  observer.observe(root, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), WAIT_AT_MOST_MS);
}
