import type { ColumnType, Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { PdfPaper, PortalStatus, ProgramSport } from '../common/constants';
import type { EvidenceDetailJson } from '../common/public-evidence';

/**
 * The typed Database interface. Column names are camelCase here and snake_case in
 * PostgreSQL; Kysely's CamelCasePlugin (server/platform/db/connect.ts) translates between
 * them; the keys inside a JSON document come back as stored.
 */
/** Insert may be omitted where the column has a DEFAULT now(). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/**
 * jsonb: pass objects, never JSON.stringify'd text (postgres.js would store a JSON *string*).
 * Top-level arrays must be wrapped as sql`${JSON.stringify(list)}::text::jsonb`: postgres.js
 * sends JS arrays as PostgreSQL arrays, and a bare `::jsonb` cast would JSON-encode the string.
 */
type Json<T> = ColumnType<T, T, T>;
/** postgres.js returns NUMERIC as a string to keep precision. */
type Numeric = ColumnType<string, number | string, number | string>;
type BigIntCol = ColumnType<string, number | string | bigint, number | string | bigint>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** When the address was confirmed through its link; null until then. */
  emailVerifiedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The athlete turned the Monday update email off. */
  weeklyEmailOptOut: ColumnType<boolean, boolean | undefined, boolean>;
  /** 'athlete' unless the account signed up as a coach. */
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface UserPasswordsTable {
  userId: string;
  hash: string;
  updatedAt: Timestamp;
}

export interface SessionsTable {
  id: string;
  userId: string;
  expiresAt: Timestamp;
}

export type MetricsJson = Partial<Record<string, number>>;
export type EvidenceJson = Partial<Record<string, string>>;

// The evidence JSON's shape lives beside the code that reads it publicly.
export type { EvidenceDetail, EvidenceDetailJson, EvidenceSource } from '../common/public-evidence';

export interface AthleteProfilesTable {
  id: Generated<string>;
  userId: string;
  firstName: string;
  lastName: string;
  graduationYear: number;
  classYear: string | null;
  sport: string;
  position: string;
  positionSecondary: string | null;
  /** Whole inches, 48 to 107 (4'0" to 8'11"); SPEC's 6'2" text is written at the API. */
  heightIn: number;
  weight: number;
  gpa: string;
  satScore: number | null;
  actScore: number | null;
  profilePictureUrl: string | null;
  filmUrl: string | null;
  bio: string;
  location: string;
  xHandle: string | null;
  xProfileUrl: string | null;
  xBio: string | null;
  preferredDivisions: Generated<string[]>;
  preferredLocations: Generated<string[]>;
  positionFamily: string | null;
  archetype: string | null;
  metrics: Json<MetricsJson>;
  evidence: Json<EvidenceJson>;
  /** Per metric: the evidenced value, when and from where (server/modules/evidence). */
  evidenceDetail: ColumnType<EvidenceDetailJson, EvidenceDetailJson | undefined, EvidenceDetailJson>;
  verificationLevel: Generated<string>;
  mediaRecencyDays: number | null;
  /** 'mens' | 'womens' for sports with both teams. */
  team: string | null;
  achievements: Generated<string[]>;
  /** The athlete lets coaches find the profile (SPEC "priority visibility"); off by default. */
  discoverable: ColumnType<boolean, boolean | undefined, boolean>;
  /** The PDF lists the athlete's top programs by Fit; off by default (migration 2026_12_02_0200). */
  pdfTopPrograms: ColumnType<boolean, boolean | undefined, boolean>;
  /** The PDF's paper: 'letter' (default) or 'a4'. */
  pdfPaper: ColumnType<PdfPaper, PdfPaper | undefined, PdfPaper>;
  /** 'entering' | 'in-portal' for a college athlete in the transfer portal; null otherwise. */
  portalStatus: PortalStatus | null;
  /** The portal athlete's current school and years of eligibility left (0 to 5). */
  currentSchool: string | null;
  eligibilityRemaining: number | null;
  /** A portal athlete's transfer facts (ADR 036); null for everyone else. */
  currentLevel: string | null;
  /** Fall year of the season the five-year clock started (2023 for 2023-24). */
  clockStartYear: number | null;
  transferKind: string | null;
  academicStanding: string | null;
  portalEnteredOn: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CollegeProgramsTable {
  id: Generated<string>;
  name: string;
  division: string;
  location: string;
  city: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The program_sport domain: one of PROGRAM_SPORTS. */
  sport: ProgramSport;
  conference: string | null;
  rosterDna: Json<Record<string, unknown>> | null;
  activePositions: Generated<string[]>;
  academicRequirements: Json<Record<string, unknown>> | null;
  /** Free text from before the style list: shown to the coach, never scored (ADR 047). */
  playingStyle: string | null;
  /** Keys of the sport's playing styles (common/constants/styles.ts) the coach chose. */
  playingStyles: Generated<string[]>;
  logoUrl: string | null;
  coachName: string | null;
  coachEmail: string | null;
  coachPhone: string | null;
  /** The contact's title, as the program's own coach entered it. */
  coachTitle: string | null;
  /** The program's recruiting questionnaire (https). */
  questionnaireUrl: string | null;
  programWebsite: string | null;
  currentRoster: Json<Record<string, number>> | null;
  graduatingPlayers: Json<Record<string, number>> | null;
  positionalNeeds: Generated<string[]>;
  rosterSize: number | null;
  sourceNote: string | null;
  /** IPEDS UNITID of the program's institution; null when no institution row matches. */
  unitid: number | null;
  updatedAt: Timestamp;
}

/** A College Scorecard institution (data/institutions/SOURCE.md); empty figures are null. */
export interface InstitutionsTable {
  unitid: number;
  name: string;
  city: string | null;
  state: string;
  admissionRate: number | null;
  sat25: number | null;
  sat75: number | null;
  act25: number | null;
  act75: number | null;
  testPolicy: string | null;
  openAdmission: boolean | null;
  undergradSize: number | null;
  costInState: number | null;
  costOutOfState: number | null;
  graduationRate: number | null;
  dataYear: string;
  source: string;
  /** The institution's web address in the IPEDS HD2022 directory; null when it states none. */
  webAddress: string | null;
  /** True when other directory entries use the same registrable domain. */
  webAddressShared: boolean | null;
  /** Where and for which year the web address was read. */
  webAddressSource: string | null;
  updatedAt: Generated<Timestamp>;
}

export interface FitBreakdownJson {
  athletic: number;
  rosterNeed: number;
  academic: number;
  geo: number;
  sys: number;
}

export interface MatchesTable {
  id: Generated<string>;
  athleteId: string;
  programId: string;
  fitScore: number;
  reasoning: string | null;
  confidence: number;
  whyBullets: Json<string[]>;
  gapsBullets: Json<string[]>;
  breakdown: Json<FitBreakdownJson>;
  /** SHA-1 of the content columns, to skip unchanged rows (match.repo.ts); null on rows from before. */
  contentHash: string | null;
  createdAt: Timestamp;
}

export type ScholarshipAudience = 'any' | 'high-school' | 'college' | 'graduate';

export interface ScholarshipsTable {
  id: Generated<string>;
  name: string;
  /** Null when the official page does not confirm an amount. */
  amount: string | null;
  deadline: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sport: string;
  division: string | null;
  requirements: Generated<string[]>;
  minGpa: Numeric | null;
  minTestScore: number | null;
  description: string | null;
  sourceUrl: string | null;
  isExample: Generated<boolean>;
  audience: Generated<ScholarshipAudience>;
  /** The day the award's official page (sourceUrl) was last checked. */
  checkedOn: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updatedAt: Timestamp;
}

/** Sign-ups per segment, kept by the sign-up statement (waitlist.repo.ts). */
export interface WaitlistCountsTable {
  segment: 'hs' | 'portal' | 'coach';
  signups: number;
}

export interface WaitlistSignupsTable {
  id: Generated<string>;
  createdAt: Timestamp;
  segment: 'hs' | 'portal' | 'coach';
  name: string;
  email: string;
  state: string | null;
  sport: Generated<string>;
  gradYear: number | null;
  position: string | null;
  maxprepsUrl: string | null;
  currentSchool: string | null;
  eligibilityRemaining: number | null;
  eduEmail: string | null;
  coachRole: string | null;
  coachSchool: string | null;
  division: string | null;
  xProfileUrl: string | null;
  referralCode: string;
  referredBy: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  consentAt: Timestamp;
}

export interface TelemetryEventsTable {
  id: Generated<string>;
  createdAt: Timestamp;
  userEmail: string | null;
  event: string;
  props: Json<Record<string, unknown>>;
}

export interface ScoreHistoryTable {
  id: Generated<string>;
  athleteId: string;
  runId: string;
  fitScore: number;
  readinessScore: number;
  matchCount: number;
  /** The run's matched programs, in rank order; null for runs stored before it was kept. */
  programIds: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  createdAt: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  points: number;
  expire: BigIntCol | null;
}

/** A rostered player, without name (data/rosters/SOURCES.md); `positionGroup` may pool codes with '|'. */
export interface RosterPlayersTable {
  id: Generated<string>;
  programId: string;
  season: string;
  positionGroup: string | null;
  /** FR, SO, JR, SR or GR. */
  classYear: string | null;
  heightIn: number | null;
  weightLb: number | null;
  homeState: string | null;
  /** 'four-year' | 'junior-college' | 'none'; null when the source does not say. */
  previousSchoolKind: string | null;
  /** The previous school's program level in the same sport (FBS … JUCO); null when not matched. */
  previousSchoolLevel: string | null;
  source: string;
}

/** The fingerprint of what the reference seed last wrote (db/seed/index.ts). */
export interface ReferenceSeedTable {
  name: string;
  fingerprint: string;
  seededAt: Generated<Timestamp>;
}

export type MailStatus = 'queued' | 'sent' | 'failed';

/** One outgoing message (server/modules/mail): written before delivery is tried. */
export interface MailOutboxTable {
  id: Generated<string>;
  idempotencyKey: string;
  kind: string;
  toAddress: string;
  replyTo: string | null;
  senderUserId: string | null;
  /** The program a profile share was sent for, from its match card. */
  programId: ColumnType<string | null, string | null | undefined, string | null>;
  subject: string;
  textBody: string;
  htmlBody: string;
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  lastError: string | null;
  createdAt: Timestamp;
  sentAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The queue job last started for the message; the sweep asks the queue whether it still lives. */
  jobId: ColumnType<string | null, string | null | undefined, string | null>;
}

export type EmailTokenPurpose = 'password_reset' | 'verify_email' | 'unsubscribe' | 'event_claim';

/** A one-time link's token, stored only as its SHA-256 hash. */
export interface EmailTokensTable {
  tokenHash: string;
  userId: string;
  purpose: EmailTokenPurpose;
  email: string;
  /** The event result an `event_claim` link attaches; null for every other purpose. */
  eventResultId: ColumnType<string | null, string | null | undefined, string | null>;
  expiresAt: Timestamp;
  usedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: Timestamp;
}

export type UserRole = 'athlete' | 'coach';
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A coach attached to a program, by a verified address at its domain or the admin's approval. */
export interface ProgramCoachesTable {
  programId: string;
  userId: string;
  via: 'domain' | 'admin';
  joinedAt: Timestamp;
}

export type ClaimStatus = 'email_sent' | 'in_review' | 'approved' | 'rejected';

/** A coach's request to join a program's staff. */
export interface ProgramClaimsTable {
  id: Generated<string>;
  programId: string;
  userId: string;
  email: string;
  /** SHA-256 of the emailed link's token; null for claims the admin reviews. */
  tokenHash: string | null;
  status: ClaimStatus;
  note: string | null;
  expiresAt: Nullable<Date>;
  createdAt: Timestamp;
  decidedAt: Nullable<Date>;
}

/** A need the program's staff stated: one position and graduation year. */
export interface ProgramStatedNeedsTable {
  programId: string;
  position: string;
  graduationYear: number;
  statedBy: string | null;
  updatedAt: Timestamp;
}

/** A program's staff look for transfers at a position (a need whose class is "transfer"). */
export interface ProgramTransferNeedsTable {
  programId: string;
  position: string;
  statedBy: string | null;
  statedAt: Generated<Date>;
}

export interface ProgramShortlistTable {
  programId: string;
  athleteProfileId: string;
  addedBy: string | null;
  notifyOnClimb: ColumnType<boolean, boolean | undefined, boolean>;
  /** The Fit Score when last refreshed (weekly recompute). */
  lastFit: number | null;
  createdAt: Timestamp;
}

export type ContactStatus = 'pending' | 'accepted' | 'declined' | 'ended';

export interface ContactRequestsTable {
  id: Generated<string>;
  programId: string;
  coachUserId: string;
  athleteProfileId: string;
  message: string;
  status: ColumnType<ContactStatus, ContactStatus | undefined, ContactStatus>;
  createdAt: Timestamp;
  decidedAt: Nullable<Date>;
  /** When the athlete stopped sharing with the program (status `ended`). */
  endedAt: Nullable<Date>;
}

/** College Scorecard net prices and tuition, IPEDS calculator address (data/cost/SOURCE.md); empty figures are null. */
export interface InstitutionCostsTable {
  unitid: number;
  control: 'public' | 'private-nonprofit' | 'private-for-profit' | null;
  netPrice: number | null;
  netPriceB1: number | null;
  netPriceB2: number | null;
  netPriceB3: number | null;
  netPriceB4: number | null;
  netPriceB5: number | null;
  costOfAttendance: number | null;
  booksSupplies: number | null;
  tuitionInState: number | null;
  tuitionOutOfState: number | null;
  dataYear: string;
  source: string;
  calculatorUrl: string | null;
  calculatorYear: string | null;
  calculatorSource: string | null;
}

/** EADA athletically related student aid and participants by men's and women's teams (data/eada/SOURCE.md). */
export interface InstitutionAthleticAidTable {
  unitid: number;
  classification: string;
  aidMen: number;
  aidWomen: number;
  participantsMen: number;
  participantsWomen: number;
  dataYear: string;
  source: string;
}

/** The athlete's optional family income bracket, private to the athlete (ADR 033). */
export interface AthleteCostSettingsTable {
  athleteId: string;
  incomeBracket: '0-30k' | '30-48k' | '48-75k' | '75-110k' | '110k-plus' | null;
  answeredAt: Generated<Timestamp>;
}

export interface Database {
  users: UsersTable;
  userPasswords: UserPasswordsTable;
  sessions: SessionsTable;
  athleteProfiles: AthleteProfilesTable;
  collegePrograms: CollegeProgramsTable;
  institutions: InstitutionsTable;
  institutionCosts: InstitutionCostsTable;
  institutionAthleticAid: InstitutionAthleticAidTable;
  athleteCostSettings: AthleteCostSettingsTable;
  matches: MatchesTable;
  scholarships: ScholarshipsTable;
  waitlistSignups: WaitlistSignupsTable;
  waitlistCounts: WaitlistCountsTable;
  telemetryEvents: TelemetryEventsTable;
  scoreHistory: ScoreHistoryTable;
  rateLimits: RateLimitsTable;
  referenceSeed: ReferenceSeedTable;
  rosterPlayers: RosterPlayersTable;
  mailOutbox: MailOutboxTable;
  emailTokens: EmailTokensTable;
  programCoaches: ProgramCoachesTable;
  programClaims: ProgramClaimsTable;
  programStatedNeeds: ProgramStatedNeedsTable;
  programShortlist: ProgramShortlistTable;
  programTransferNeeds: ProgramTransferNeedsTable;
  contactRequests: ContactRequestsTable;
  evidenceFiles: EvidenceFilesTable;
  eventResults: EventResultsTable;
}

export type EvidenceFileStatus = 'reading' | 'read' | 'failed';
export interface MetricProposalJson {
  metric: string;
  value: number;
  /** The line of text it was read from. */
  line: string;
}

/** An uploaded stats sheet; its bytes are in the storage under `storageKey`. */
export interface EvidenceFilesTable {
  id: Generated<string>;
  athleteId: string;
  storageKey: string;
  mediaType: 'image/png' | 'image/jpeg' | 'application/pdf';
  byteSize: number;
  pageCount: number;
  originalName: string;
  status: ColumnType<EvidenceFileStatus, EvidenceFileStatus | undefined, EvidenceFileStatus>;
  text: string | null;
  proposals: ColumnType<MetricProposalJson[], string | undefined, string>;
  error: string | null;
  readMs: number | null;
  createdAt: Timestamp;
  readAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** How many instances have started reading it: the sweep gives up after a few. */
  readingAttempts: ColumnType<number, number | undefined, number>;
  /** When an instance last started reading it: the lease the sweep waits out. */
  readingClaimedAt: Timestamp;
}

/** One combine or testing-event result an operator imported. */
export interface EventResultsTable {
  id: Generated<string>;
  eventName: string;
  /** Read as UTC midnight of the day; written as YYYY-MM-DD. */
  eventDate: ColumnType<Date, string, string>;
  matchKey: string;
  firstName: string;
  lastName: string;
  graduationYear: number | null;
  metric: string;
  value: number;
  athleteId: string | null;
  claimedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: Timestamp;
}
export type EvidenceFileRow = Selectable<EvidenceFilesTable>;
export type EventResultRow = Selectable<EventResultsTable>;

export type User = Selectable<UsersTable>;
export type AthleteProfileRow = Selectable<AthleteProfilesTable>;
export type NewAthleteProfile = Insertable<AthleteProfilesTable>;
export type AthleteProfileUpdate = Updateable<AthleteProfilesTable>;
export type CollegeProgramRow = Selectable<CollegeProgramsTable>;
export type NewCollegeProgram = Insertable<CollegeProgramsTable>;
export type InstitutionRow = Selectable<InstitutionsTable>;
export type MatchRow = Selectable<MatchesTable>;
export type RosterPlayerRow = Selectable<RosterPlayersTable>;
export type ScholarshipRow = Selectable<ScholarshipsTable>;
export type WaitlistSignupRow = Selectable<WaitlistSignupsTable>;
export type NewWaitlistSignup = Insertable<WaitlistSignupsTable>;

/** A database handle: the pool, or a transaction. */
export type DB = Kysely<Database>;
