import { lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A screen as its own chunk, loaded when it is first shown, inside the app's query client: the
 * client and TanStack Query arrive with the first screen other than home, so the home screen's
 * first load does without them (docs/decisions/022-performance-close-to-the-limit.md).
 */
function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazy(async () => {
    const [module, { QueryScope }] = await Promise.all([load(), import('./query-scope')]);
    const Screen: ComponentType = module[name];
    return {
      default: function ScreenWithQueries() {
        return (
          <QueryScope>
            <Screen />
          </QueryScope>
        );
      },
    };
  });
}

/** A route's element: the screen `name` of the module `load` gives, as its own chunk. */
export function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ReactElement {
  const Screen = lazyScreen(load, name);
  return <Screen />;
}
