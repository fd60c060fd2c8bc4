import type { TCoachProgram } from '@common/schemas/coach';
import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { SaveRow } from './SaveRow';

/** Needs whose class is "transfer": positions where the staff look for transfers (ADR 036). */
function TransferNeedsForm({ program, saved }: { program: TCoachProgram; saved: string[] }) {
  const utils = trpc.useUtils();
  const [positions, setPositions] = useState<string[]>(saved);
  const save = trpc.portal.setTransferNeeds.useMutation({
    onSuccess: async (data) => {
      utils.portal.transferNeeds.setData({ programId: program.id }, data);
      toast({
        title: 'Transfer needs saved',
        description: 'Portal athletes who fit hear of them in their Monday update.',
      });
    },
  });
  const toggle = (position: string, on: boolean) =>
    setPositions(on ? [...positions, position] : positions.filter((p) => p !== position));
  return (
    <div className="grid gap-3">
      <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
        <legend className="mb-1 text-sm font-semibold">Looking for transfers at</legend>
        {program.positions.map((position) => (
          <div key={position} className="flex items-center gap-2">
            <Checkbox
              id={`transfer-need-${position}`}
              checked={positions.includes(position)}
              onCheckedChange={(v) => toggle(position, v === true)}
            />
            <Label htmlFor={`transfer-need-${position}`}>{position}</Label>
          </div>
        ))}
      </fieldset>
      <SaveRow
        label="Save transfer needs"
        mutation={save}
        onSave={() => save.mutate({ programId: program.id, positions })}
      />
    </div>
  );
}

export function TransferNeeds({ program }: { program: TCoachProgram }) {
  const q = trpc.portal.transferNeeds.useQuery({ programId: program.id });
  if (q.isLoading) return <LoadingBlocks label="Loading transfer needs…" blocks={['h-10']} />;
  if (q.error) return <p className="text-sm text-destructive">{errorMessage(q.error)}</p>;
  return <TransferNeedsForm program={program} saved={q.data?.positions ?? []} />;
}
