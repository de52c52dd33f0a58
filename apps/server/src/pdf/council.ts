import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import type { SettingsService } from '../settings/service.ts';
import { storedBytes } from '../files/download.ts';
import type { CouncilForPdf } from './frame.ts';

/** The logo as documents embed it (PNG, at most 256 px), made once per stored logo in this process. */
let logoCache: { fileId: string; png: Buffer | null } | undefined;

async function logoPng(db: Db, fileId: string): Promise<Buffer | null> {
  if (logoCache?.fileId === fileId) return logoCache.png;
  const bytes = await storedBytes(db, fileId);
  const png = bytes
    ? await sharp(bytes)
        .resize({ width: 256, height: 256, fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer()
        .catch(() => null)
    : null;
  logoCache = { fileId, png };
  return png;
}

/** The council as the settings name it (Admin › Settings): its name, address and uploaded logo (none: no logo). */
export async function councilForPdf(db: Db, settings: SettingsService): Promise<CouncilForPdf> {
  const site = await settings.read();
  const fileId = site.logo?.url.match(/^\/files\/([^/]+)\//)?.[1];
  return {
    name: { en: site.councilName, hi: site.councilNameHi },
    address: { en: site.address, hi: site.addressHi },
    logo: fileId ? await logoPng(db, fileId) : null,
  };
}
