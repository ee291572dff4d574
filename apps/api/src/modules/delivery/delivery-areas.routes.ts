import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BranchParamsSchema,
  DayOffBodySchema,
  DeliveryAreaInputSchema,
  DeliveryAreaListSchema,
  DeliveryAreaSchema,
  PinCheckParamsSchema,
  PinCheckSchema,
} from '@rental/shared/delivery';
import { errorResponses } from '../../lib/route-errors';
import {
  checkPin,
  deliveryAreas,
  saveDeliveryArea,
  setDeliveryDayOff,
} from './delivery-areas.service';

// docs/product.md#doorstep-delivery: where each branch delivers and for how much (public), and
// the owner's edits of it.

const tags = ['delivery'];
const security = [{ bearer: [] }];
const ownerErrors = errorResponses(400, 401, 403);

export const deliveryAreasRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = app.requireOwner();

  app.get(
    '/delivery/areas',
    {
      schema: {
        tags,
        summary: "Every branch's delivery PIN codes with their fees, slots per hour and days off",
        response: { 200: DeliveryAreaListSchema },
      },
    },
    async () => deliveryAreas(app),
  );

  app.get(
    '/delivery/pins/:pin',
    {
      schema: {
        tags,
        summary: 'The branches that deliver to a PIN code, and the fee of each',
        params: PinCheckParamsSchema,
        response: { 200: PinCheckSchema, ...errorResponses(400) },
      },
    },
    async (request) => checkPin(app, request.params.pin),
  );

  app.put(
    '/admin/delivery/areas/:branch',
    {
      preHandler: owner,
      schema: {
        tags,
        summary: "Replace a branch's delivery PIN codes, fees and slots per hour",
        security,
        params: BranchParamsSchema,
        body: DeliveryAreaInputSchema,
        response: { 200: DeliveryAreaSchema, ...ownerErrors },
      },
    },
    async (request) => saveDeliveryArea(app, request.user!.id, request.params.branch, request.body),
  );

  app.post(
    '/admin/delivery/areas/:branch/days-off',
    {
      preHandler: app.requireRole('admin'),
      // The service keeps a staff member to their own branch (403 for another).
      config: { branchScope: 'list' },
      schema: {
        tags,
        summary: 'Switch doorstep delivery off (or back on) at a branch for one day',
        security,
        params: BranchParamsSchema,
        body: DayOffBodySchema,
        response: { 200: DeliveryAreaSchema, ...ownerErrors },
      },
    },
    async (request) =>
      setDeliveryDayOff(
        app,
        request.user!,
        request.params.branch,
        request.body.date,
        request.body.off,
      ),
  );
};
