import { Badge } from '@/components/ui/badge';

/**
 * On a card whose program has no roster data: its roster need is the neutral prior, not a reading
 * of the program, so the card says so where the score is.
 */
export function RosterNotOnFile() {
  return (
    <Badge variant="outline" className="border-dashed" data-testid="roster-not-on-file">
      Roster not on file
    </Badge>
  );
}
