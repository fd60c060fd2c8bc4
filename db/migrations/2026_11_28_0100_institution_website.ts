import type { Kysely } from 'kysely';

/**
 * The institution's own web address from the IPEDS HD2022 directory (data/institutions/SOURCE.md),
 * so a coach can prove a claim with an address at the school's domain, not only the athletics
 * site's. `web_address_shared` marks a domain other directory entries also use, which proves nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('institutions')
    .addColumn('web_address', 'text')
    .addColumn('web_address_shared', 'boolean')
    .addColumn('web_address_source', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('institutions')
    .dropColumn('web_address')
    .dropColumn('web_address_shared')
    .dropColumn('web_address_source')
    .execute();
}
