import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SiteSettings, formatMessage, publicSiteInfo } from '@nagar/contract';
import { HttpError, badRequest } from '../lib/errors.ts';
import { mb } from '../files/pipeline.ts';
import { readMultipart, type MultipartRules } from '../lib/multipart.ts';
import type { SettingsInput } from './service.ts';
import { answers, zodRoutes } from '../lib/openapi.ts';
import { SiteInfoSchema } from '../lib/api-schemas.ts';
import { textOf } from '@nagar/contract';

/** The settings as one JSON text: room for every field at its limit, twenty links and JSON's escapes. */
const SETTINGS_TEXT_MAX = 128 * 1024;

function settingsRules(imageMaxBytes: number): MultipartRules {
  return {
    text: new Map([
      ['settings', { max: SETTINGS_TEXT_MAX }],
      ['logoremove', { max: 10 }],
    ]),
    file: (name) => (name === 'logo' ? imageMaxBytes : undefined),
    fileMaxBytes: imageMaxBytes,
    maxFiles: 1,
    tooLarge: (_name, filename) =>
      new HttpError(413, formatMessage('fileTooLarge', { name: filename || 'logo', limit: mb(imageMaxBytes) })),
  };
}

const yes = (v: unknown) => v === true || ['true', '1', 'on', 'yes'].includes(textOf(v ?? '').toLowerCase());

/**
 * A save: JSON (the settings, whole or in part, and `removeLogo`), or multipart with the settings as the JSON
 * text of `settings`, the file `logo` and `logoRemove`.
 */
async function readSettingsInput(request: FastifyRequest): Promise<SettingsInput> {
  if (request.isMultipart()) {
    const body = await readMultipart(request, settingsRules(request.server.services.config.imageMaxBytes));
    let values: unknown = {};
    const text = body.fields.get('settings');
    if (text !== undefined && text.trim()) {
      try {
        values = JSON.parse(text);
      } catch {
        throw badRequest(formatMessage('malformedBody'), { settings: formatMessage('malformedBody') });
      }
    }
    return { values, logo: body.files[0]?.file, removeLogo: yes(body.fields.get('logoremove')) };
  }
  if (!request.body || typeof request.body !== 'object' || Array.isArray(request.body)) throw badRequest(formatMessage('invalidInput'));
  const { removeLogo, ...values } = request.body as Record<string, unknown>;
  return { values, removeLogo: yes(removeLogo) };
}

/** A JSON save: any of the settings (each checked by the service, which names each field's fault), and the logo's removal. */
const SettingsJson = SiteSettings.partial().extend({ removeLogo: z.boolean().optional() });

/** GET /api/Public/settings, GET and PUT /api/Admin/settings (admin only: the `settings` area). */
export async function settingsRoutes(app: FastifyInstance) {
  const api = zodRoutes(app);
  const guarded = app.guardArea('settings');
  const response = answers({ 200: SiteInfoSchema });
  api.get(
    '/api/Public/settings',
    {
      config: { area: 'public' },
      schema: { summary: "The council's name, contacts and links", response: answers({ 200: SiteInfoSchema.omit({ notices: true }) }) },
    },
    async () => publicSiteInfo(await app.services.settings.read()),
  );
  api.get('/api/Admin/settings', { ...guarded, schema: { summary: 'The site settings', response } }, async () =>
    app.services.settings.read(),
  );
  api.put(
    '/api/Admin/settings',
    {
      ...guarded,
      config: {
        ...guarded.config,
        documentedBody: { multipart: { rules: settingsRules(app.services.config.imageMaxBytes), files: ['logo'] }, json: SettingsJson },
      },
      schema: { summary: 'Save the site settings (JSON, or multipart: `settings` as JSON text, the file `logo`, `logoRemove`)', response },
    },
    async (request) => {
      const input = await readSettingsInput(request);
      const user = request.user!;
      return app.services.settings.update({ id: user.id, email: user.email, role: user.role, ip: request.ip }, input);
    },
  );
}
