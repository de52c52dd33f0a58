import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { POLICY_BODY_MAX, POLICY_SLUGS, PolicyPageDraft, PolicyPageSource, PolicyPageView } from '@nagar/contract';
import { answers, zodRoutes } from '../lib/openapi.ts';
import { requestActor } from '../audit/record.ts';

/** A slug that is none of the pages is a 404 (the service says so), not a schema refusal. */
const PolicyPreviewRequest = z.object({ body: z.string().max(POLICY_BODY_MAX), lang: z.enum(['en', 'hi']).optional() });

const SlugParams = z.object({
  slug: z
    .string()
    .max(100)
    .describe(`One of: ${POLICY_SLUGS.join(', ')}`),
});

/** GET /api/Public/policy/{slug}; GET /api/Admin/policy, POST /api/Admin/policy/preview, GET and PUT /api/Admin/policy/{slug} (admin only: the `settings` area). */
export async function policyRoutes(app: FastifyInstance) {
  const api = zodRoutes(app);
  const guarded = app.guardArea('settings');
  api.get(
    '/api/Public/policy/:slug',
    {
      config: { area: 'public' },
      schema: {
        summary: 'A policy page, the settings put in, in both languages',
        params: SlugParams,
        response: answers({ 200: PolicyPageView }),
      },
    },
    async (request) => app.services.policy.view(request.params.slug),
  );
  api.get(
    '/api/Admin/policy',
    {
      ...guarded,
      schema: { summary: 'The policy pages as stored (or their default texts)', response: answers({ 200: z.array(PolicyPageSource) }) },
    },
    async () => app.services.policy.list(),
  );
  api.post(
    '/api/Admin/policy/preview',
    {
      ...guarded,
      config: { ...guarded.config, documentedBody: { json: PolicyPreviewRequest } },
      schema: {
        summary: 'A body as a save would keep it and the page would show it (sanitised, the settings put in); nothing is saved',
        response: answers({ 200: z.object({ html: z.string() }) }),
      },
    },
    async (request) => app.services.policy.preview(request.body),
  );
  api.get(
    '/api/Admin/policy/:slug',
    {
      ...guarded,
      schema: {
        summary: 'A policy page as stored (or its default text)',
        params: SlugParams,
        response: answers({ 200: PolicyPageSource }),
      },
    },
    async (request) => app.services.policy.source(request.params.slug),
  );
  api.put(
    '/api/Admin/policy/:slug',
    {
      ...guarded,
      config: { ...guarded.config, documentedBody: { json: PolicyPageDraft } },
      schema: {
        summary: 'Save a policy page (the bodies are limited HTML, sanitised: what the allowlist does not hold is dropped)',
        params: SlugParams,
        response: answers({ 200: PolicyPageSource }),
      },
    },
    async (request) => app.services.policy.save(requestActor(request) ?? null, request.params.slug, request.body),
  );
}
