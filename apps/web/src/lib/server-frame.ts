// docs/decisions/022-performance-close-to-the-limit.md: the server paints the car list's frame
// (its heading and first cards) before the app runs (api: modules/cars/car-list-page-head.ts).
// The app's first screens of /cars are its loading states (the heading alone while the screen's
// code arrives, then placeholder cards while the list does), so the frame, marked
// data-keep-frame, stays on the screen above the app until the list has drawn its cards: the
// cards do not give way to the loading state for a moment and come back.

import { handOverTyping, keepFrameFocus } from './frame-handoff';

/** However slow the list, the app is not hidden for longer than this. */
const KEEP_AT_MOST_MS = 5_000;

let kept: Element | undefined;
let keptBox: HTMLInputElement | undefined;

/** Before the app's first render: lifts a frame marked to be kept out of the app's root. */
export function keepServerFrame(): void {
  const frame = document.querySelector('#root > [data-keep-frame]');
  if (!frame) return;
  frame.classList.add('server-frame--kept');
  keptBox = keepFrameFocus(frame, () => document.body.append(frame));
  kept = frame;
  setTimeout(releaseServerFrame, KEEP_AT_MOST_MS);
}

/** The screen that takes the frame over has drawn its content (or failed to): the frame goes. */
export function releaseServerFrame(): void {
  if (!kept) return;
  handOverTyping(keptBox);
  kept.remove();
  kept = undefined;
  keptBox = undefined;
}
