import { readMemory } from '../lib/portal.ts';
import type { Section } from '../lib/section.ts';

const mb = (kb: number) => (kb / 1024).toFixed(0);

/** The portal process's memory: peak resident set (VmHWM, start-up and load included) and RSS now. */
export const portalMemory: Section = {
  name: 'portal-memory',
  title: 'Portal memory (server process, /proc/<pid>/status)',
  async run(ctx) {
    const portal = await ctx.portal();
    if (!portal.child.running) throw new Error(`the portal (pid ${portal.child.pid}) is no longer running`);
    const now = readMemory(portal.child.pid);
    return {
      tables: [
        {
          head: ['', 'MB'],
          rows: [
            ['first start (demo content laid down): peak RSS', mb(portal.firstStart.peakRssKb)],
            ['first start: peak of its processes together (sampled)', mb(portal.firstStart.groupPeakRssKb)],
            ['running server: peak RSS (VmHWM) so far', mb(now.peakRssKb)],
            ['RSS when ready, before load', mb(portal.memoryAtReady.rssKb)],
            ['RSS now (after the load runs)', mb(now.rssKb)],
          ],
        },
      ],
      data: {
        pid: portal.child.pid,
        peakRssKb: now.peakRssKb,
        firstStartPeakRssKb: portal.firstStart.peakRssKb,
        firstStartGroupPeakRssKb: portal.firstStart.groupPeakRssKb,
        rssAtReadyKb: portal.memoryAtReady.rssKb,
        rssAfterKb: now.rssKb,
        peakRssMb: Math.round(now.peakRssKb / 1024),
        rssAfterMb: Math.round(now.rssKb / 1024),
      },
    };
  },
};
