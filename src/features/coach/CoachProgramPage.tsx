import { programSportLabel } from '@common/constants';
import { useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '@/components/layout/RootLayout';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/page-title';
import { trpc } from '@/lib/trpc';
import { CoachOnly } from './CoachOnly';
import { NeedsEditor } from './NeedsEditor';
import { ProgramDetailsForm } from './ProgramDetailsForm';
import { ProspectsPanel } from './ProspectsPanel';
import { ShortlistPanel } from './ShortlistPanel';
import { TransferNeeds } from './TransferNeeds';

function CoachProgram() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const program = trpc.coach.program.useQuery({ programId: id }, { retry: false });
  const leave = trpc.coach.leave.useMutation({
    onSuccess: () => {
      utils.coach.programs.invalidate();
      navigate('/coach');
    },
  });
  usePageTitle(program.data ? `${program.data.name}: coach page` : 'Program');
  if (program.isLoading) return <PageLoading />;
  if (!program.data)
    return (
      <section className="mx-auto max-w-md px-4 py-24 text-center">
        <h1 className="font-display text-3xl font-black">PROGRAM</h1>
        <p role="alert" className="mt-4">
          {errorMessage(program.error)}
        </p>
      </section>
    );
  const p = program.data;
  return (
    <section className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-12">
      <div>
        <h1 className="font-display text-3xl font-black">{p.name}</h1>
        <p className="text-muted-foreground">
          {programSportLabel(p.sport)} · {p.division} · {p.location}
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Public contact and recruiting details</CardTitle>
          <CardDescription>Shown on the match cards of athletes who match your program.</CardDescription>
        </CardHeader>
        <CardContent>
          <ProgramDetailsForm program={p} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Positional needs</CardTitle>
          <CardDescription>
            By position and graduation year. They replace the roster-derived need, and athletes' cards say
            your staff stated them.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <NeedsEditor program={p} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Transfer needs</CardTitle>
          <CardDescription>
            Needs whose class is transfer: portal athletes see them on their report, and those who fit hear of
            them in their Monday update.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TransferNeeds program={p} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Prospects</CardTitle>
          <CardDescription>
            Athletes who chose to be discoverable, ranked by their Fit to {p.name}.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ProspectsPanel program={p} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Shortlist and contact</CardTitle>
        </CardHeader>
        <CardContent>
          <ShortlistPanel programId={p.id} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Staff</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <ul className="text-sm">
            {p.staff.map((s) => (
              <li key={s.userId}>
                {s.verifiedEmail ?? 'No address verified'}{' '}
                <span className="text-muted-foreground">
                  (
                  {s.via === 'domain'
                    ? "verified by a link opened at the program's email domain"
                    : 'approved by FitScout after reviewing this address'}
                  )
                </span>
              </li>
            ))}
          </ul>
          <div>
            <Button
              variant="outline"
              size="sm"
              disabled={leave.isPending}
              onClick={() => leave.mutate({ programId: p.id })}
            >
              Leave this program
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}

export default function CoachProgramPage() {
  return (
    <CoachOnly>
      <CoachProgram />
    </CoachOnly>
  );
}
