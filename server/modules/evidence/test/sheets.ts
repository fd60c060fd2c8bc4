import puppeteer from 'puppeteer';
import { CHROMIUM_ARGS, findChromium } from '../../../platform/chromium';

/**
 * Made-up stats sheets for the tests, rendered by the system Chromium from an HTML table: never a
 * real athlete's document. Each knows the numbers it shows, so a test can score the reading.
 */
export interface SampleSheet {
  name: string;
  title: string;
  /** Rows as printed: a label and a result with its unit. */
  rows: [label: string, result: string][];
  /** What the reading should propose, by metric key. */
  expected: Record<string, number>;
  style?: 'table' | 'list';
}

export const SAMPLE_SHEETS: SampleSheet[] = [
  {
    name: 'spring-testing',
    title: 'Spring Testing Day Results',
    rows: [
      ['40-Yard Dash', '4.62'],
      ['Vertical Jump', '31.5 in'],
      ['Broad Jump', '118 in'],
      ['5-10-5 Shuttle', '4.21'],
      ['Bench 185', '14 reps'],
    ],
    expected: { '40yd': 4.62, vertical: 31.5, broad: 118, shuttle: 4.21, bench: 14 },
  },
  {
    name: 'combine-card',
    title: 'Regional Combine - Athlete Card',
    rows: [
      ['40 yd', '4.85 s'],
      ['Pro Agility Shuttle', '4.40 s'],
      ['3-Cone Drill', '7.31 s'],
      ['Vertical', '28 in'],
    ],
    expected: { '40yd': 4.85, shuttle: 4.4, '3cone': 7.31, vertical: 28 },
    style: 'list',
  },
  {
    name: 'baseball-showcase',
    title: 'Fall Showcase Report',
    rows: [
      ['60 Yard', '7.05'],
      ['Exit Velocity', '88 mph'],
      ['Throwing Velocity', '82 mph'],
      ['Pop Time', '2.01'],
    ],
    expected: { '60yd': 7.05, exit_velo: 88, throw_velo: 82, pop_time: 2.01 },
  },
  {
    name: 'volleyball-testing',
    title: 'Club Testing - Jumps',
    rows: [
      ['Approach Jump', '34 in'],
      ['Standing Vertical', '24.5 in'],
    ],
    expected: { approach_vertical: 34, vertical: 24.5 },
  },
];

function html(sheet: SampleSheet): string {
  const body =
    sheet.style === 'list'
      ? sheet.rows.map(([l, r]) => `<p style="margin:6px 0">${l}: <b>${r}</b></p>`).join('')
      : `<table border="1" cellpadding="8" style="border-collapse:collapse;font-size:18px">
          <tr><th>Test</th><th>Result</th></tr>
          ${sheet.rows.map(([l, r]) => `<tr><td>${l}</td><td>${r}</td></tr>`).join('')}
        </table>`;
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;padding:30px;font-size:18px">
    <h2>${sheet.title}</h2><p>Athlete: Sample Athlete (made-up data)</p>${body}</body></html>`;
}

/** Each sheet as a PNG screenshot and a text PDF. */
export async function renderSheets(
  sheets: SampleSheet[] = SAMPLE_SHEETS,
): Promise<{ sheet: SampleSheet; png: Buffer; pdf: Buffer }[]> {
  const browser = await puppeteer.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const out = [];
    for (const sheet of sheets) {
      const page = await browser.newPage();
      await page.setViewport({ width: 800, height: 520 });
      await page.setContent(html(sheet));
      const png = Buffer.from(await page.screenshot({ type: 'png' }));
      const pdf = Buffer.from(await page.pdf({ format: 'Letter' }));
      await page.close();
      out.push({ sheet, png, pdf });
    }
    return out;
  } finally {
    await browser.close();
  }
}
