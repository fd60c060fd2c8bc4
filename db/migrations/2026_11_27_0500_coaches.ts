import { type Kysely, sql } from 'kysely';

/**
 * Coaches as users (issue 35): a role on the account, coaches attached to programs after a claim,
 * the needs the staff states, the athlete's opt-in to be discovered, a shortlist and contact
 * requests.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) =>
      c.notNull().defaultTo('athlete').check(sql`role IN ('athlete', 'coach')`),
    )
    .execute();
  // SPEC's "priority visibility": off until the athlete turns it on.
  await db.schema
    .alterTable('athlete_profiles')
    .addColumn('discoverable', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('college_programs')
    .addColumn('coach_title', 'text')
    .addColumn('questionnaire_url', 'text')
    .execute();

  await db.schema
    .createTable('program_coaches')
    .addColumn('program_id', 'uuid', (c) => c.notNull().references('college_programs.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('via', 'text', (c) => c.notNull().check(sql`via IN ('domain', 'admin')`))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('program_coaches_pk', ['program_id', 'user_id'])
    .execute();
  await db.schema.createIndex('program_coaches_user_idx').on('program_coaches').column('user_id').execute();

  await db.schema
    .createTable('program_claims')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('program_id', 'uuid', (c) => c.notNull().references('college_programs.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(btrim(email))`))
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status IN ('email_sent', 'in_review', 'approved', 'rejected')`),
    )
    .addColumn('note', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .execute();
  // One open claim per coach and program: a second claim replaces nothing, it is refused.
  await sql`CREATE UNIQUE INDEX program_claims_open_uq ON program_claims (program_id, user_id)
    WHERE status IN ('email_sent', 'in_review')`.execute(db);

  await db.schema
    .createTable('program_stated_needs')
    .addColumn('program_id', 'uuid', (c) => c.notNull().references('college_programs.id').onDelete('cascade'))
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('graduation_year', 'integer', (c) =>
      c.notNull().check(sql`graduation_year BETWEEN 2024 AND 2035`),
    )
    .addColumn('stated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('program_stated_needs_pk', ['program_id', 'position', 'graduation_year'])
    .execute();

  await db.schema
    .createTable('program_shortlist')
    .addColumn('program_id', 'uuid', (c) => c.notNull().references('college_programs.id').onDelete('cascade'))
    .addColumn('athlete_profile_id', 'uuid', (c) =>
      c.notNull().references('athlete_profiles.id').onDelete('cascade'),
    )
    .addColumn('added_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('notify_on_climb', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_fit', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('program_shortlist_pk', ['program_id', 'athlete_profile_id'])
    .execute();

  await db.schema
    .createTable('contact_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('program_id', 'uuid', (c) => c.notNull().references('college_programs.id').onDelete('cascade'))
    .addColumn('coach_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('athlete_profile_id', 'uuid', (c) =>
      c.notNull().references('athlete_profiles.id').onDelete('cascade'),
    )
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status IN ('pending', 'accepted', 'declined')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addUniqueConstraint('contact_requests_program_athlete_uq', ['program_id', 'athlete_profile_id'])
    .execute();
  await db.schema
    .createIndex('contact_requests_athlete_idx')
    .on('contact_requests')
    .column('athlete_profile_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'contact_requests',
    'program_shortlist',
    'program_stated_needs',
    'program_claims',
    'program_coaches',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema
    .alterTable('college_programs')
    .dropColumn('coach_title')
    .dropColumn('questionnaire_url')
    .execute();
  await db.schema.alterTable('athlete_profiles').dropColumn('discoverable').execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
}
