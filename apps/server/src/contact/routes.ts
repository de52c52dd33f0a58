import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CONTACT_STATUSES, IdParam, checkContactQuery, formatMessage } from '@nagar/contract';
import { answers, zodRoutes } from '../lib/openapi.ts';
import { listRoute } from '../lib/list-route.ts';
import { HttpError, listQueryError } from '../lib/errors.ts';
import { actorOf } from '../auth/actor.ts';

const text = z.string().optional();
/** The message as JSON; every field is checked by the service, which names each one's fault. */
const ContactJson = z
  .object({
    name: text.describe('Required, at most 100 characters'),
    email: text.describe('Required, an e-mail address'),
    phone: text.describe('Optional: digits, spaces, + and -'),
    project: text.describe("Optional: the spec's form's Project field"),
    subject: text,
    message: text.describe('Required, at most 2,000 characters'),
    language: text.describe("'hi' when the sender wrote from the Hindi page (the council may answer in it)"),
    website: text.describe('Left empty by people (a trap for robots)'),
  })
  .nullish();
const ContactReceiptSchema = z.object({
  reference: z.string().describe('MSG-YYYY-NNNNNN (the year in India)'),
  answerDays: z.number().describe('The working days within which the council answers'),
});
const ContactQuery = z.object({
  q: text.describe('Words (all must match) or a reference'),
  status: text.describe('new, read or answered (none: all)'),
  from: text.describe('yyyy-mm-dd (India Standard Time)'),
  to: text.describe('yyyy-mm-dd (India Standard Time)'),
  page: text,
  pageSize: text,
});
const Status = z.enum(CONTACT_STATUSES);
const ContactItemSchema = z.object({
  id: z.number(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  status: Status,
  receivedAt: z.string(),
});
const ContactMessageSchema = ContactItemSchema.extend({
  phone: z.string(),
  project: z.string(),
  message: z.string(),
  language: z.enum(['en', 'hi']),
  replyNote: z.string(),
  readAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable().describe('The e-mail of the staff member who marked it answered'),
});
const ContactUpdateJson = z
  .object({
    status: text.describe("'read' or 'answered'"),
    replyNote: text.describe('What the council answered and how (required to mark it answered; at most 2,000 characters)'),
  })
  .nullish();

/** 'hi' when the request's Accept-Language prefers Hindi. */
const acceptsHindi = (request: FastifyRequest) =>
  String(request.headers['accept-language'] ?? '')
    .trim()
    .toLowerCase()
    .startsWith('hi');

/** A body that is not JSON (a form, multipart, text) is refused before anything reads it. */
async function jsonOnly(request: FastifyRequest) {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, formatMessage('contactJsonOnly'));
}

/**
 * The contact inbox (issue 27): POST /api/Public/contact (the sender gets the reference only); GET
 * /api/Admin/contact-messages, GET and PUT /api/Admin/contact-messages/{id} (area `messages`).
 */
export async function contactRoutes(app: FastifyInstance) {
  const { contact } = app.services;
  const api = zodRoutes(app);
  const inbox = app.guardArea('messages');

  // The per-address limit is the service's (shared with the Contact Us page's no-JS form).
  api.post(
    '/api/Public/contact',
    {
      config: { area: 'public' },
      bodyLimit: 64 * 1024,
      onRequest: jsonOnly,
      schema: {
        summary: 'Send the council a message (Contact Us); answers its reference, never what was written',
        body: ContactJson,
        response: answers({ 201: ContactReceiptSchema }),
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const language = body.language ?? (acceptsHindi(request) ? 'hi' : 'en');
      return reply.code(201).send(await contact.send({ ...body, language }, request.ip));
    },
  );

  listRoute(app, '/api/Admin/contact-messages', 'messages', {
    summary: 'The contact inbox, newest first (X-Total-Count: all matching)',
    querystring: ContactQuery,
    item: ContactItemSchema,
    check: checkContactQuery,
    refuse: listQueryError,
    list: (filters) => contact.list(filters),
  });

  api.get(
    '/api/Admin/contact-messages/:id',
    {
      ...inbox,
      schema: {
        summary: 'Open a message (a new one becomes read, audited)',
        params: IdParam,
        response: answers({ 200: ContactMessageSchema }),
      },
    },
    async (request) => contact.open(request.params.id, actorOf(request.user!, request.ip)),
  );

  api.put(
    '/api/Admin/contact-messages/:id',
    {
      ...inbox,
      schema: {
        summary: 'Record the reply note and the status (read or answered), audited',
        params: IdParam,
        body: ContactUpdateJson,
        response: answers({ 200: ContactMessageSchema }),
      },
    },
    async (request) => contact.update(request.params.id, request.body ?? {}, actorOf(request.user!, request.ip)),
  );
}
