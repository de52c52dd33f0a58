// The server's PDFs (issue 27): 100 trade licence certificates made one after another in this process, as the
// trade licence pages make them (a certificate per download, nothing cached between them): the first (which
// reads and parses the fonts) apart, then each certificate's time, its size, and the memory the run kept.
import sharp from 'sharp';
import { licenceCertificatePdf, type LicenceCertificateData } from '../../apps/server/src/pdf/index.ts';
import type { Check, Section, Table } from '../lib/section.ts';

const COUNT = 100;
/**
 * A certificate should not keep a download waiting (CPU time per certificate: the wall time on a shared machine
 * mostly measures the others), nor weigh more than a phone should fetch for one page.
 */
const TARGET_MEDIAN_MS = 100;
const TARGET_KB = 60;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export const pdfSection: Section = {
  name: 'pdf',
  title: `PDF: ${COUNT} trade licence certificates (English and Hindi) in one process`,
  async run() {
    const logo = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#c96' } })
      .png()
      .toBuffer();
    const data = (i: number): LicenceCertificateData => ({
      council: {
        name: { en: 'Nagar Parishad Shrirampur', hi: 'नगर परिषद श्रीरामपुर' },
        address: { en: 'Station Road, Shrirampur', hi: 'स्टेशन रोड, श्रीरामपुर' },
        logo,
      },
      licenceNo: `TL-2026-${String(i + 1).padStart(6, '0')}`,
      applicationNo: `TLA-2026-${String(i + 1).padStart(6, '0')}`,
      tradeName: i % 2 ? 'श्री क्षेत्रपाल त्रिवेणी किराना' : 'Shree Kshetrapal Triveni Kirana',
      ownerName: 'किशोर त्रिवेदी',
      tradeCategory: { en: 'Grocery', hi: 'किराना दुकान' },
      premises: '12, पुराना बाज़ार, श्रीरामपुर',
      ward: { en: `Ward ${(i % 20) + 1}`, hi: `वार्ड ${(i % 20) + 1}` },
      validFrom: '2026-04-01',
      validTo: '2027-03-31',
      fee: { amount: 1500 + i, receiptNo: `RCPT-2026-${String(i + 1).padStart(6, '0')}`, paidOn: '2026-11-20' },
      issuedOn: '2026-11-28',
      verifyUrl: `https://nagar.example.gov.in/verify/licence/TL-2026-${String(i + 1).padStart(6, '0')}`,
    });
    const rssBefore = process.memoryUsage().rss;
    let started = performance.now();
    const first = await licenceCertificatePdf(data(0));
    const firstMs = performance.now() - started;
    const times: number[] = [];
    // CPU time too: on a shared, busy machine the wall time mostly measures the others.
    const cpu: number[] = [];
    const sizes: number[] = [first.length];
    const all = performance.now();
    for (let i = 1; i <= COUNT; i++) {
      started = performance.now();
      const cpuStart = process.cpuUsage();
      sizes.push((await licenceCertificatePdf(data(i))).length);
      const used = process.cpuUsage(cpuStart);
      times.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
    const totalMs = performance.now() - all;
    const rssKeptMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
    const sorted = [...times].sort((a, b) => a - b);
    const median = percentile(sorted, 50);
    const cpuMedian = percentile(
      [...cpu].sort((a, b) => a - b),
      50,
    );
    const maxKb = Math.max(...sizes) / 1024;
    const table: Table = {
      head: ['first (fonts read)', 'median', 'p95', 'CPU median', `${COUNT} in all`, 'size (KB)', 'RSS kept (MB)'],
      rows: [
        [
          `${firstMs.toFixed(0)} ms`,
          `${median.toFixed(1)} ms`,
          `${percentile(sorted, 95).toFixed(1)} ms`,
          `${cpuMedian.toFixed(1)} ms`,
          `${(totalMs / 1000).toFixed(2)} s`,
          `${(Math.min(...sizes) / 1024).toFixed(1)}–${maxKb.toFixed(1)}`,
          rssKeptMb.toFixed(0),
        ],
      ],
    };
    const checks: Check[] = [
      {
        name: 'certificate CPU median',
        target: `≤ ${TARGET_MEDIAN_MS} ms`,
        actual: `${cpuMedian.toFixed(1)} ms`,
        met: cpuMedian <= TARGET_MEDIAN_MS,
      },
      { name: 'certificate size', target: `≤ ${TARGET_KB} KB`, actual: `${maxKb.toFixed(1)} KB`, met: maxKb <= TARGET_KB },
    ];
    return {
      tables: [table],
      checks,
      data: { firstMs, medianMs: median, cpuMedianMs: cpuMedian, p95Ms: percentile(sorted, 95), totalMs, sizes, rssKeptMb },
    };
  },
};
