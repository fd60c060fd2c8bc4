import { MARKETING_META } from '@common/page-meta';
import { HS_DEMO } from './demo-content';
import { HS_WAITLIST } from './hs-content';
import { MockedDemo } from './MockedDemo';

export default function DemoHsPage() {
  const d = HS_DEMO;
  return (
    <MockedDemo
      meta={MARKETING_META['/demo/hs']}
      title={d.title}
      steps={d.steps}
      waitlist={HS_WAITLIST}
      renderStep={(i) =>
        i === 0 ? (
          <div className="grid place-items-center rounded-xl border-2 border-dashed p-8 text-center">
            <p className="font-semibold">{d.upload}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              This demo uploads nothing: it uses a sample screenshot.
            </p>
          </div>
        ) : i === 1 ? (
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {d.extracted.map(([label, value]) => (
              <div key={label} className="rounded-lg border p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="font-display text-xl font-black">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <div>
            <p className="flex items-baseline gap-3">
              <span className="font-display text-3xl font-black text-muted-foreground line-through">
                {d.scoreBefore}
              </span>
              <span aria-hidden>→</span>
              <span className="font-display text-6xl font-black text-success" data-testid="score-after">
                {d.scoreAfter}
              </span>
              <span className="font-semibold text-success">+{d.scoreAfter - d.scoreBefore}</span>
            </p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              {d.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
        )
      }
    />
  );
}
