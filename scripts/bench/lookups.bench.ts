import { locate } from '../../data/geo';
import { prefilterPdf } from '../../server/modules/evidence/file-check';
import { pdfObjStmRepeats } from '../../server/modules/evidence/test/hostile';
import type { Bench } from './types';

const LOOKUPS = 10_000;
const REPEATS = 150_000;

const timed = (run: () => void) => {
  const t0 = performance.now();
  run();
  return performance.now() - t0;
};

/**
 * Two bounds that used to be timed assertions in unit tests: a warm geocoder lookup, and the
 * file check's one-pass scan of a PDF built to make a naive scan quadratic.
 */
const bench: Bench = async () => {
  locate('TX');
  const keys = new Map([['tuscaloosa|AL', { lat: 33.2, lng: -87.5 }]]);
  const lookups = timed(() => {
    for (let i = 0; i < LOOKUPS; i++) locate('Tuscaloosa, AL');
  });
  const bareGets = timed(() => {
    for (let i = 0; i < LOOKUPS; i++) keys.get('tuscaloosa|AL');
  });

  const hostile = pdfObjStmRepeats(REPEATS);
  const refuse = (bytes: Buffer) => {
    try {
      prefilterPdf(bytes);
    } catch {
      // A refusal is the expected answer; only its time is measured here.
    }
  };
  const scan = timed(() => refuse(hostile));
  // The same bytes with the names spelled apart: one pass over a file of the same size.
  const plain = Buffer.from(hostile.toString('latin1').replaceAll('/ObjStm', '/Objxtm'), 'latin1');
  const plainScan = timed(() => refuse(plain));

  return [
    {
      name: `${LOOKUPS.toLocaleString('en-US')} warm locate('City, ST') calls`,
      value: lookups,
      unit: 'ms',
      baseline: { name: 'the same number of Map.get calls', value: bareGets, unit: 'ms' },
      ratio: lookups / bareGets,
      budget: { op: '<=', value: 500, unit: 'ms' },
    },
    {
      name: `file check of a PDF of ${REPEATS.toLocaleString('en-US')} repeated /ObjStm names`,
      value: scan,
      unit: 'ms',
      baseline: { name: 'a PDF of the same size without the names', value: plainScan, unit: 'ms' },
      ratio: scan / plainScan,
      budget: { op: '<=', value: 2_000, unit: 'ms' },
      notes: 'Rescanning the rest of the file for each name took minutes at this size.',
    },
  ];
};

export default bench;
