// The API benchmark's goals (docs/decisions/022-performance-close-to-the-limit.md): each section
// prints its figures beside their goals here, and the misses decide the exit code.

const misses: string[] = [];

/** Prints a figure beside its goal and remembers a miss for the exit code. */
export function goal(name: string, value: string, want: string, ok: boolean) {
  console.log(`${name}: ${value} (goal: ${want}) -> ${ok ? 'met' : 'NOT met'}`);
  if (!ok) misses.push(`${name}: ${value} (goal: ${want})`);
}

/** The goals missed so far, as printed. */
export function missedGoals(): readonly string[] {
  return misses;
}
