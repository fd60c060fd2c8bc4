import express from 'express';

/**
 * The baseline of the HTTP benches: bare Express answering the same JSON shapes as the app's
 * stats and preview routes, as its own process like the app under test.
 */
const app = express();
app.get('/json', (_req, res) => {
  res.json({ total: 0, bySegment: { hs: 0, portal: 0, coach: 0 } });
});
app.post('/json', express.json(), (_req, res) => {
  res.json({ success: true, matches: [], divisionBand: null, error: null });
});
app.get('/healthz', (_req, res) => {
  res.json({ ok: true });
});
app.listen(Number(process.env.PORT), '127.0.0.1');
