import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './2026_11_22_0400_initial';
import * as athleteTeam from './2026_11_22_1200_athlete_team';
import * as matchesInPlace from './2026_11_22_2330_matches_in_place';
import * as matchContentHash from './2026_11_25_1500_match_content_hash';
import * as referenceSeed from './2026_11_25_1900_reference_seed';
import * as institutions from './2026_11_25_2200_institutions';
import * as heightInches from './2026_11_26_0100_height_inches';
import * as programSport from './2026_11_26_0200_program_sport';
import * as rosterPlayers from './2026_11_26_0300_roster_players';
import * as scholarshipAudience from './2026_11_26_0300_scholarship_audience';
import * as waitlistCounts from './2026_11_26_0300_waitlist_counts';
import * as mailOutbox from './2026_11_26_0420_mail_outbox';
import * as programSportMore from './2026_11_27_0100_program_sport_more';
import * as athletePortal from './2026_11_27_0200_athlete_portal';
import * as mailOutboxProgram from './2026_11_27_0300_mail_outbox_program';
import * as evidence from './2026_11_27_0400_evidence';
import * as coaches from './2026_11_27_0500_coaches';
import * as scholarshipCheckedOn from './2026_11_27_0600_scholarship_checked_on';
import * as scoreHistoryPrograms from './2026_11_27_0800_score_history_programs';
import * as institutionWebsite from './2026_11_28_0100_institution_website';
import * as metricKeys from './2026_11_28_0200_metric_keys';
import * as mailOutboxJob from './2026_11_29_0100_mail_outbox_job';
import * as eventClaimTokens from './2026_11_29_0300_event_claim_tokens';
import * as contactEnded from './2026_11_30_0100_contact_ended';
import * as netCost from './2026_11_30_0400_net_cost';
import * as transferProfile from './2026_11_30_0600_transfer_profile';
import * as closedSchools from './2026_12_01_0200_closed_schools';
import * as evidenceReadingLease from './2026_12_01_0300_evidence_reading_lease';
import * as rosterPreviousLevel from './2026_12_02_0100_roster_previous_level';
import * as pdfSettings from './2026_12_02_0200_pdf_settings';
import * as playingStyles from './2026_12_03_0100_playing_styles';

/**
 * Migrations are listed statically (not read from disk) so they run the same under
 * tsx, vitest and a bundled server. Add each new file here, in timestamp order.
 */
const migrations: Record<string, Migration> = {
  '2026_11_22_0400_initial': initial,
  '2026_11_22_1200_athlete_team': athleteTeam,
  '2026_11_22_2330_matches_in_place': matchesInPlace,
  '2026_11_25_1500_match_content_hash': matchContentHash,
  '2026_11_25_1900_reference_seed': referenceSeed,
  '2026_11_25_2200_institutions': institutions,
  '2026_11_26_0100_height_inches': heightInches,
  '2026_11_26_0200_program_sport': programSport,
  '2026_11_26_0300_roster_players': rosterPlayers,
  '2026_11_26_0300_scholarship_audience': scholarshipAudience,
  '2026_11_26_0300_waitlist_counts': waitlistCounts,
  '2026_11_26_0420_mail_outbox': mailOutbox,
  '2026_11_27_0100_program_sport_more': programSportMore,
  '2026_11_27_0200_athlete_portal': athletePortal,
  '2026_11_27_0300_mail_outbox_program': mailOutboxProgram,
  '2026_11_27_0400_evidence': evidence,
  '2026_11_27_0500_coaches': coaches,
  '2026_11_27_0600_scholarship_checked_on': scholarshipCheckedOn,
  '2026_11_27_0800_score_history_programs': scoreHistoryPrograms,
  '2026_11_28_0100_institution_website': institutionWebsite,
  '2026_11_28_0200_metric_keys': metricKeys,
  '2026_11_29_0100_mail_outbox_job': mailOutboxJob,
  '2026_11_29_0300_event_claim_tokens': eventClaimTokens,
  '2026_11_30_0100_contact_ended': contactEnded,
  '2026_11_30_0400_net_cost': netCost,
  '2026_11_30_0600_transfer_profile': transferProfile,
  '2026_12_01_0200_closed_schools': closedSchools,
  '2026_12_01_0300_evidence_reading_lease': evidenceReadingLease,
  '2026_12_02_0100_roster_previous_level': rosterPreviousLevel,
  '2026_12_02_0200_pdf_settings': pdfSettings,
  '2026_12_03_0100_playing_styles': playingStyles,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
