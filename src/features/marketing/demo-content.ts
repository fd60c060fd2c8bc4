/** The two mocked three-step demos (SPEC §2). Everything here is mocked, and the page says so. */
export interface DemoStep {
  title: string;
  next: string;
}

export const HS_DEMO = {
  title: 'High-school demo: from a stats screenshot to a Fit Score',
  steps: [
    { title: 'Upload a stats screenshot', next: 'Use the sample screenshot' },
    { title: 'AI extraction', next: 'Calculate my score' },
    { title: 'Score jump', next: 'Restart demo' },
  ],
  upload: 'Drop a screenshot of your stats here. PNG or JPG up to 10MB.',
  extracted: [
    ['40-yard dash', '4.58 s'],
    ['Vertical jump', '34 in'],
    ['GPA', '3.6'],
    ['Receptions', '48'],
    ['Receiving yards', '812'],
    ['Touchdowns', '9'],
  ],
  scoreBefore: 72,
  scoreAfter: 87,
  reasons: [
    'Your 40-yard dash now counts, as uploaded evidence',
    'Your GPA clears the academic bar at 9 more programs',
    '5 new matches at the D2 level',
  ],
} as const;

export const PORTAL_DEMO = {
  title: 'Transfer-portal demo: your risk and your market',
  steps: [
    { title: 'Input summary', next: 'Calculate my risk' },
    { title: 'Risk score', next: 'Rank my programs' },
    { title: 'Programs ranked by fit', next: 'Restart demo' },
  ],
  inputs: [
    ['Position', 'WR'],
    ['Eligibility remaining', '2 years'],
    ['Current level', 'FCS'],
    ['Target region', 'South'],
    ['Last season', '41 catches, 603 yards, 5 TD'],
  ],
  risk: '6.2',
  riskBand: 'Medium Risk',
  riskFactors: [
    'Demand for WRs in the South is about equal to the competition',
    'Your film is linked but not yet coach-verified',
    'Two years of eligibility widen your options',
  ],
  programCount: 18,
  programs: [
    { name: 'Sample FCS program 1', fit: 88 },
    { name: 'Sample FCS program 2', fit: 85 },
    { name: 'Sample D2 program 3', fit: 83 },
    { name: 'Sample FCS program 4', fit: 80 },
    { name: 'Sample D2 program 5', fit: 78 },
  ],
} as const;

export const MOCKED_LABEL = 'PRODUCT DEMO - MOCKED DATA';
