import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ReportQuerySchema,
  ReportSchema,
  TimelineQuerySchema,
  TimelineSchema,
  type ReportQuery,
} from '@rental/shared/reports';
import { AfterTripReportSchema } from '@rental/shared/after-trip-report';
import { fileResponse } from '../../lib/file-response';
import { errorResponses } from '../../lib/route-errors';
import { afterTripCsv } from './after-trip-report.csv';
import { getAfterTripReport } from './after-trip-report.service';
import { invoicesCsv } from './invoice-register';
import { bookingsCsv, paymentsCsv } from './reports-export';
import { getReport, reportScope } from './reports.service';
import { getTimeline } from './timeline.service';

// docs/product.md#api: the owner's reports and CSV exports, and the fleet timeline of any admin,
// under /api/admin.

const tags = ['reports'];
const security = [{ bearer: [] }];

const EXPORTS = { bookings: bookingsCsv, payments: paymentsCsv, invoices: invoicesCsv } as const;

/** "bookings-2026-11-01-to-2026-11-30-Boduppal.csv" */
function exportName(what: string, query: ReportQuery): string {
  return `${[what, query.from, 'to', query.to, query.branch].filter(Boolean).join('-')}.csv`;
}

/** A report's CSV, sent as a private download under the name given. */
function csvDownload(reply: FastifyReply, filename: string): FastifyReply {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .type('text/csv; charset=utf-8');
}

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/reports',
    {
      preHandler: app.requireOwner(),
      schema: {
        tags,
        summary: 'Revenue, money received, bookings and utilisation of a period (owner)',
        security,
        querystring: ReportQuerySchema,
        response: { 200: ReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getReport(app, request.query),
  );

  for (const [what, lines] of Object.entries(EXPORTS)) {
    app.get(
      `/admin/reports/${what}.csv`,
      {
        preHandler: app.requireOwner(),
        schema: {
          tags,
          summary: `The ${what} of a period as CSV, streamed (owner)`,
          security,
          querystring: ReportQuerySchema,
          response: {
            200: fileResponse('CSV (UTF-8 with a byte order mark, CRLF lines).', ['text/csv']),
            ...errorResponses(400, 401, 403),
          },
        },
      },
      async (request, reply) =>
        csvDownload(reply, exportName(what, request.query)).send(
          Readable.from(lines(app, reportScope(request.query))),
        ),
    );
  }

  app.get(
    '/admin/reports/after-trip',
    {
      preHandler: app.requireOwner(),
      schema: {
        tags,
        summary: 'Charges and deposits after the trip, per month and branch (owner)',
        security,
        querystring: ReportQuerySchema,
        response: { 200: AfterTripReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getAfterTripReport(app, request.query),
  );

  app.get(
    '/admin/reports/after-trip.csv',
    {
      preHandler: app.requireOwner(),
      schema: {
        tags,
        summary: 'The after-trip report as CSV, one line per month and branch (owner)',
        security,
        querystring: ReportQuerySchema,
        response: {
          200: fileResponse('CSV (UTF-8 with a byte order mark, CRLF lines).', ['text/csv']),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) =>
      csvDownload(reply, exportName('after-trip', request.query)).send(
        afterTripCsv(await getAfterTripReport(app, request.query)),
      ),
  );

  app.get(
    '/admin/timeline',
    {
      config: { branchScope: 'list' },
      preHandler: app.requireRole('admin'),
      schema: {
        tags,
        summary: "Every car's bookings and blocks over a day or a week, and today's dispatch",
        security,
        querystring: TimelineQuerySchema,
        response: { 200: TimelineSchema, ...errorResponses(400, 401, 403) },
      },
    },
    // Staff see their own branch whatever they ask; the owner the one asked for, or all.
    async (request) =>
      getTimeline(app, request.query, request.branchScope ?? request.query.branch ?? null),
  );
};
