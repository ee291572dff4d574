import { lazy, type ComponentType } from 'react';

/** A screen as its own chunk, loaded when it is first shown. */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazy(async () => {
    const Screen: ComponentType = (await load())[name];
    return { default: Screen };
  });
}
