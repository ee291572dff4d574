import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import type { PageHead } from '../../plugins/page-head';
import { carListPageHead } from './car-list-page-head';
import { carPageHead } from './car-page-head';

/** The head of the car screens' pages: the list (/cars) or one car (/cars/{id}); else nothing. */
export function carPagesHead(deps: Pick<Deps, 'db' | 'storage' | 'config'>) {
  const list = carListPageHead(deps);
  const car = carPageHead(deps);
  return async (request: FastifyRequest): Promise<PageHead | undefined> =>
    (await list(request)) ?? car(request);
}
