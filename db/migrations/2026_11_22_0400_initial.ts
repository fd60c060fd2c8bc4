import { type Kysely, sql } from 'kysely';

/**
 * The whole schema of SPEC §3 plus auth, rate-limit and history tables.
 * Frozen in time: later changes go in new migrations, never edits here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pgcrypto`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('profile_image_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_email_normalised', sql`email = lower(btrim(email))`)
    .execute();

  // Kept apart from `users` so the hash never travels with user attributes.
  await db.schema
    .createTable('user_passwords')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('user_passwords_argon2id', sql`hash LIKE '$argon2id$%'`)
    .execute();

  // Lucia v3 session table (see docs/decisions/003-lucia-v3-contained.md).
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('athlete_profiles')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('graduation_year', 'integer', (c) =>
      c.notNull().check(sql`graduation_year BETWEEN 2024 AND 2030`),
    )
    .addColumn('class_year', 'text')
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('position_secondary', 'text')
    .addColumn('height', 'text', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull().check(sql`weight BETWEEN 50 AND 500`))
    .addColumn('gpa', 'text', (c) => c.notNull())
    .addColumn('sat_score', 'integer', (c) => c.check(sql`sat_score BETWEEN 400 AND 1600`))
    .addColumn('act_score', 'integer', (c) => c.check(sql`act_score BETWEEN 1 AND 36`))
    .addColumn('profile_picture_url', 'text')
    .addColumn('film_url', 'text')
    .addColumn('bio', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('x_handle', 'text')
    .addColumn('x_profile_url', 'text')
    .addColumn('x_bio', 'text')
    .addColumn('preferred_divisions', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('preferred_locations', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('position_family', 'text')
    .addColumn('archetype', 'text')
    .addColumn('metrics', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('evidence', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('verification_level', 'text', (c) =>
      c
        .notNull()
        .defaultTo('self')
        .check(sql`verification_level IN ('coach','event','upload','link','self')`),
    )
    .addColumn('media_recency_days', 'integer')
    .addColumn('achievements', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('athlete_profiles_sport_idx')
    .on('athlete_profiles')
    .columns(['sport', 'position'])
    .execute();

  await db.schema
    .createTable('college_programs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('division', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('conference', 'text')
    .addColumn('roster_dna', 'jsonb')
    .addColumn('active_positions', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('academic_requirements', 'jsonb')
    .addColumn('playing_style', 'text')
    .addColumn('logo_url', 'text')
    .addColumn('coach_name', 'text')
    .addColumn('coach_email', 'text')
    .addColumn('coach_phone', 'text')
    .addColumn('program_website', 'text')
    .addColumn('current_roster', 'jsonb')
    .addColumn('graduating_players', 'jsonb')
    .addColumn('positional_needs', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('roster_size', 'integer')
    .addColumn('source_note', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('college_programs_sport_name_key', ['sport', 'name'])
    .execute();
  await db.schema
    .createIndex('college_programs_sport_division_idx')
    .on('college_programs')
    .columns(['sport', 'division'])
    .execute();

  await db.schema
    .createTable('matches')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('athlete_id', 'uuid', (c) => c.notNull().references('athlete_profiles.id').onDelete('cascade'))
    .addColumn('program_id', 'uuid', (c) => c.notNull().references('college_programs.id').onDelete('cascade'))
    .addColumn('fit_score', 'integer', (c) => c.notNull().check(sql`fit_score BETWEEN 0 AND 100`))
    .addColumn('reasoning', 'text')
    .addColumn('confidence', 'integer', (c) => c.notNull().check(sql`confidence BETWEEN 0 AND 100`))
    .addColumn('why_bullets', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('gaps_bullets', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('breakdown', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('matches_athlete_program_key', ['athlete_id', 'program_id'])
    .execute();
  await db.schema
    .createIndex('matches_athlete_fit_idx')
    .on('matches')
    .columns(['athlete_id', 'fit_score desc'])
    .execute();
  await db.schema.createIndex('matches_program_idx').on('matches').column('program_id').execute();

  await db.schema
    .createTable('scholarships')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('deadline', 'date')
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('division', 'text')
    .addColumn('requirements', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('min_gpa', sql`numeric(3,2)`)
    .addColumn('min_test_score', 'integer')
    .addColumn('description', 'text')
    .addColumn('source_url', 'text')
    .addColumn('is_example', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('waitlist_signups')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('segment', 'text', (c) => c.notNull().check(sql`segment IN ('hs','portal','coach')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('state', 'text')
    .addColumn('sport', 'text', (c) => c.notNull().defaultTo('football'))
    .addColumn('grad_year', 'integer')
    .addColumn('position', 'text')
    .addColumn('maxpreps_url', 'text')
    .addColumn('current_school', 'text')
    .addColumn('eligibility_remaining', 'integer', (c) => c.check(sql`eligibility_remaining BETWEEN 0 AND 5`))
    .addColumn('edu_email', 'text')
    .addColumn('coach_role', 'text')
    .addColumn('coach_school', 'text')
    .addColumn('division', 'text')
    .addColumn('x_profile_url', 'text')
    .addColumn('referral_code', 'text', (c) => c.notNull().unique())
    .addColumn('referred_by', 'text', (c) =>
      c.references('waitlist_signups.referral_code').onDelete('set null'),
    )
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('consent_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('waitlist_email_normalised', sql`email = lower(btrim(email))`)
    .addCheckConstraint('waitlist_no_self_referral', sql`referred_by IS DISTINCT FROM referral_code`)
    .execute();
  await db.schema
    .createIndex('waitlist_signups_email_key')
    .on('waitlist_signups')
    .column('email')
    .unique()
    .execute();
  await db.schema
    .createIndex('waitlist_signups_referred_by_idx')
    .on('waitlist_signups')
    .column('referred_by')
    .execute();
  await db.schema
    .createIndex('waitlist_signups_created_at_idx')
    .on('waitlist_signups')
    .column('created_at desc')
    .execute();
  await db.schema
    .createIndex('waitlist_signups_segment_idx')
    .on('waitlist_signups')
    .column('segment')
    .execute();

  await db.schema
    .createTable('telemetry_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_email', 'text')
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('props', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('telemetry_events_event_idx')
    .on('telemetry_events')
    .columns(['event', 'created_at'])
    .execute();

  // One row per athlete per recompute run: powers "+N this week".
  await db.schema
    .createTable('score_history')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('athlete_id', 'uuid', (c) => c.notNull().references('athlete_profiles.id').onDelete('cascade'))
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addColumn('fit_score', 'integer', (c) => c.notNull())
    .addColumn('readiness_score', 'integer', (c) => c.notNull())
    .addColumn('match_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('score_history_athlete_run_key', ['athlete_id', 'run_id'])
    .execute();
  await db.schema
    .createIndex('score_history_athlete_idx')
    .on('score_history')
    .columns(['athlete_id', 'created_at desc'])
    .execute();

  // Counter store of rate-limiter-flexible's Postgres limiter (its own fixed schema).
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'rate_limits',
    'score_history',
    'telemetry_events',
    'waitlist_signups',
    'scholarships',
    'matches',
    'college_programs',
    'athlete_profiles',
    'sessions',
    'user_passwords',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
