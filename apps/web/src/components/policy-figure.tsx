import type { PolicyFigures } from '@rental/shared/policy';
import { usePolicyFigures } from '@/api/policy';

/** One configured policy figure in running text; a dash until the server has answered. */
export function PolicyFigure({ name }: { name: keyof PolicyFigures }) {
  const figures = usePolicyFigures().data;
  return <>{figures ? figures[name] : '–'}</>;
}
