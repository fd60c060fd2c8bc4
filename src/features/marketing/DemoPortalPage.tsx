import { MARKETING_META } from '@common/page-meta';
import { PORTAL_DEMO } from './demo-content';
import { MockedDemo } from './MockedDemo';
import { PORTAL_WAITLIST } from './portal-content';
import { RankedList } from './sections';

export default function DemoPortalPage() {
  const d = PORTAL_DEMO;
  return (
    <MockedDemo
      meta={MARKETING_META['/demo/portal']}
      title={d.title}
      steps={d.steps}
      waitlist={PORTAL_WAITLIST}
      renderStep={(i) =>
        i === 0 ? (
          <dl className="grid gap-2 sm:grid-cols-2">
            {d.inputs.map(([label, value]) => (
              <div key={label} className="rounded-lg border p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        ) : i === 1 ? (
          <div>
            <p className="flex items-baseline gap-3">
              <span className="font-display text-6xl font-black text-warning" data-testid="risk-score">
                {d.risk}
              </span>
              <span className="text-lg font-bold text-warning">{d.riskBand}</span>
            </p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              {d.riskFactors.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </div>
        ) : (
          <div>
            <p className="font-semibold">{d.programCount} programs ranked by fit</p>
            <RankedList items={d.programs} className="mt-3" />
            <p className="mt-2 text-sm text-muted-foreground">
              and {d.programCount - d.programs.length} more
            </p>
          </div>
        )
      }
    />
  );
}
