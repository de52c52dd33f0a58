import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { grievanceReceiptPdf, licenceCertificatePdf, type LicenceCertificateData } from './index.ts';
import { fonts, fontName, scriptRuns } from './fonts.ts';
import { INNER, MARGIN, indianDate, indianDateTime, rupees } from './frame.ts';
import { pdfInfo, pdfPng, pdfText } from '../test/pdf-tools.ts';

/**
 * The documents made on the server (issue 27): they open, hold their text in both languages as typed (conjuncts
 * and the pre-base ि in logical order, through ActualText), embed their fonts, and draw the QR code of the link.
 */
const TRADE = 'श्री क्षेत्रपाल त्रिवेणी किराना';
const VERIFY = 'https://nagar.example.gov.in/verify/licence/TL-2026-000123';
const council = {
  name: { en: 'Nagar Parishad Shrirampur', hi: 'नगर परिषद श्रीरामपुर' },
  address: { en: 'Station Road, Shrirampur', hi: 'स्टेशन रोड, श्रीरामपुर' },
  logo: null,
};
const licence = (over: Partial<LicenceCertificateData> = {}): LicenceCertificateData => ({
  council,
  licenceNo: 'TL-2026-000123',
  applicationNo: 'TLA-2026-000456',
  tradeName: TRADE,
  ownerName: 'Kishor Trivedi / किशोर त्रिवेदी',
  tradeCategory: { en: 'Grocery', hi: 'किराना दुकान' },
  premises: '12, Main Bazaar, Shrirampur',
  ward: { en: 'Ward 3', hi: 'वार्ड 3' },
  validFrom: '2026-04-01',
  validTo: '2027-03-31',
  fee: { amount: 1500, receiptNo: 'RCPT-2026-000789', paidOn: '2026-11-20' },
  issuedOn: '2026-11-28',
  verifyUrl: VERIFY,
  ...over,
});
/** One line of extracted text with its runs of spaces made one. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the trade licence certificate', () => {
  it('is a one-page A4 PDF of tens of KB that holds the licence number and the Devanagari trade name as typed', async () => {
    const pdf = await licenceCertificatePdf(licence());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const info = pdfInfo(pdf);
    expect(info.Pages).toBe('1');
    expect(info['Page size']).toMatch(/^595\.2\d* x 841\.8\d* pts \(A4\)/);
    expect(info.Title).toBe('Trade licence TL-2026-000123');
    expect(pdf.length).toBeGreaterThan(10_000);
    expect(pdf.length).toBeLessThan(60_000);
    const text = pdfText(pdf);
    expect(text).toContain('TL-2026-000123');
    expect(text).toContain('TLA-2026-000456');
    // The name in logical order, each conjunct (क्ष, त्र, श्र) and ि where it was typed: the glyphs alone read "ित्र".
    expect(text).toContain(TRADE);
    expect(text).toContain('किशोर त्रिवेदी');
    // In visual order a word like किराना would start with its ि: no word of the text does.
    expect(text).not.toMatch(/(^|[\s(/])ि/mu);
    expect(text).not.toContain('ित्र');
    for (const expected of [
      'Nagar Parishad Shrirampur',
      'नगर परिषद श्रीरामपुर',
      'व्यापार अनुज्ञप्ति प्रमाण-पत्र',
      'Licensing authority',
      'अनुज्ञापन प्राधिकारी',
      '01-04-2026 – 31-03-2027',
      '₹ 1,500.00',
      'किराना दुकान',
      `It can be verified at ${VERIFY}`,
    ])
      expect(flat(text)).toContain(expected);
  });

  it('shapes Devanagari with the font (conjuncts are one glyph, ि comes before its consonant) and embeds subsets of it', async () => {
    const deva = fonts().get(fontName('deva', 400))!;
    const shaped = (s: string) => deva.layout(s).glyphs;
    expect(shaped('क्ष')).toHaveLength(1);
    expect(shaped('त्र')).toHaveLength(1);
    expect(shaped('श्र')).toHaveLength(1);
    const ki = shaped('कि');
    expect(ki.map((g) => String.fromCodePoint(...g.codePoints))).toEqual(['ि', 'क']);
    const listing = execFileSync('pdffonts', ['-'], { input: await licenceCertificatePdf(licence()) }).toString();
    const rows = listing.split('\n').slice(2).filter(Boolean);
    expect(rows.length).toBeGreaterThanOrEqual(3); // Devanagari and Latin, regular and bold
    for (const row of rows) expect(row).toMatch(/NotoSansDevanagari.*\byes\s+yes\s+yes\b/);
  });

  it('draws the QR code of the verification link (each module sampled from the rendered page)', async () => {
    const pdf = await licenceCertificatePdf(licence());
    // drawHeader: a 72-point square at the right margin, 38 points from the top, with a quiet zone of two modules.
    const box = { x: MARGIN + INNER - 72, y: 38, width: 72, height: 72 };
    const dpi = 400;
    const { data, info } = await sharp(pdfPng(pdf, dpi, box))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { modules } = QRCode.create(VERIFY, { errorCorrectionLevel: 'M' });
    const cell = info.width / (modules.size + 4);
    let wrong = 0;
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++) {
        const px = Math.floor((col + 2.5) * cell);
        const py = Math.floor((row + 2.5) * cell);
        const dark = data[py * info.width + px]! < 128;
        if (dark !== Boolean(modules.get(row, col))) wrong++;
      }
    expect(wrong).toBe(0);
    // Another link's code differs: the comparison can fail.
    const other = QRCode.create(`${VERIFY}0`, { errorCorrectionLevel: 'M' }).modules;
    let differs = 0;
    for (let i = 0; i < other.size * other.size; i++) if (Boolean(other.data[i]) !== Boolean(modules.data[i])) differs++;
    expect(differs).toBeGreaterThan(0);
  });

  it("shows the council's logo when it is a PNG or JPEG, leaves anything else out, and keeps a long text on its one page", async () => {
    const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#c96' } })
      .png()
      .toBuffer();
    const withLogo = await licenceCertificatePdf(licence({ council: { ...council, logo: png } }));
    expect(withLogo.includes('/Subtype /Image')).toBe(true);
    const webp = await sharp(png).webp().toBuffer();
    const without = await licenceCertificatePdf(licence({ council: { ...council, logo: webp } }));
    expect(without.includes('/Subtype /Image')).toBe(false);
    const long = await licenceCertificatePdf(
      licence({ premises: 'गली नंबर ४, पुराना बाज़ार, '.repeat(8).trim(), tradeName: `${TRADE} एवं जनरल स्टोर्स`, fee: null }),
    );
    expect(pdfInfo(long).Pages).toBe('1');
    expect(flat(pdfText(long))).toContain(`${TRADE} एवं जनरल स्टोर्स`);
  });
});

describe('the grievance receipt', () => {
  it('holds the number, the type, ward and status in both languages and the tracking link; one page', async () => {
    const track = 'https://nagar.example.gov.in/trackgrievance?no=GRV-2026-000042&t=abc';
    const pdf = await grievanceReceiptPdf({
      council,
      complaintNo: 'GRV-2026-000042',
      filedAt: '2026-11-28T06:30:00.000Z',
      type: { en: 'Street lights', hi: 'स्ट्रीट लाइट' },
      ward: { en: 'Ward 3', hi: 'वार्ड 3' },
      dueDate: '2026-12-05T06:30:00.000Z',
      status: 'In Progress',
      trackUrl: track,
    });
    expect(pdfInfo(pdf).Pages).toBe('1');
    const text = flat(pdfText(pdf));
    for (const expected of [
      'GRV-2026-000042',
      'शिकायत पावती',
      '28-11-2026 12:00 IST',
      'स्ट्रीट लाइट',
      'वार्ड 3',
      '05-12-2026',
      'In Progress',
      'प्रगति पर',
      track,
    ])
      expect(text).toContain(expected);
  });
});

describe("the documents' dates and money", () => {
  it('write days and moments in India (DD-MM-YYYY), a day given as yyyy-MM-dd as that day, and rupees grouped the Indian way', () => {
    expect(indianDate('2026-04-01')).toBe('01-04-2026');
    // 20:00 UTC on 31 March is 01:30 on 1 April in India.
    expect(indianDate('2026-03-31T20:00:00.000Z')).toBe('01-04-2026');
    expect(indianDateTime(new Date('2026-03-31T20:00:00.000Z'))).toBe('01-04-2026 01:30 IST');
    expect(rupees(120000)).toBe('₹ 1,20,000.00');
  });
});

describe('script runs', () => {
  it('cut a mixed text into Latin and Devanagari runs, white space staying with the run it follows', () => {
    expect(scriptRuns('Ward 3 / वार्ड 3')).toEqual([
      { script: 'latin', text: 'Ward 3 / ' },
      { script: 'deva', text: 'वार्ड ' },
      { script: 'latin', text: '3' },
    ]);
    expect(scriptRuns('₹ 1,500')).toEqual([
      { script: 'deva', text: '₹ ' },
      { script: 'latin', text: '1,500' },
    ]);
    expect(scriptRuns('Ā')).toEqual([{ script: 'latinExt', text: 'Ā' }]);
  });
});
