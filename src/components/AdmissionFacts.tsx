import { ACADEMIC_TIER_LABELS, type AcademicTier } from '@common/tiers';
import { GraduationCap, Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** What a match card says about admission and cost, with the school's own figures and year. */
export function AdmissionFacts({
  academicTier,
  admission,
  cost,
}: {
  academicTier: AcademicTier | null;
  admission: string;
  cost: { text: string } | null;
}) {
  return (
    <div className="grid gap-1.5 text-sm" data-testid="admission-facts">
      <p className="flex items-start gap-2">
        <GraduationCap className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span className="min-w-0">
          {academicTier && (
            <Badge variant="outline" className="mr-2 align-middle" data-testid="academic-tier">
              {ACADEMIC_TIER_LABELS[academicTier]}
            </Badge>
          )}
          <span data-testid="admission">{admission}</span>
        </span>
      </p>
      {cost && (
        <p className="flex items-start gap-2" data-testid="cost">
          <Wallet className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="min-w-0">{cost.text}</span>
        </p>
      )}
    </div>
  );
}
