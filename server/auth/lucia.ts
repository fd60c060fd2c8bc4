import { PostgresJsAdapter } from '@lucia-auth/adapter-postgresql';
import { type DatabaseSession, type DatabaseUser, Lucia, TimeSpan } from 'lucia';
import type { Sql } from '../platform/db';

/**
 * Every use of Lucia v3 lives in this folder (it is deprecated upstream; see
 * docs/decisions/003-lucia-v3-contained.md). The rest of the app sees only
 * AuthService and SessionUser.
 */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** When the address was confirmed (ISO 8601), null until then. */
  emailVerifiedAt: string | null;
  /** 'coach' for accounts created as coaches; coach procedures check it on the server. */
  role: 'athlete' | 'coach';
}

interface DatabaseUserAttributes {
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  email_verified_at: string | null;
  role: 'athlete' | 'coach';
}

export interface CookieSpec {
  name: string;
  value: string;
  attributes: {
    httpOnly?: boolean;
    secure?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
    path?: string;
    maxAge?: number;
  };
}

export interface AuthService {
  cookieName: string;
  createSession(userId: string): Promise<{ sessionId: string; cookie: CookieSpec }>;
  /** Validates and slides the session; `cookie` is set when the browser copy must be refreshed or cleared. */
  validateSession(
    sessionId: string,
  ): Promise<{ user: SessionUser | null; sessionId: string | null; cookie: CookieSpec | null }>;
  invalidateSession(sessionId: string): Promise<void>;
  invalidateUserSessions(userId: string): Promise<void>;
  blankCookie(): CookieSpec;
  readSessionCookie(cookieHeader: string): string | null;
}

export const SESSION_LIFETIME_DAYS = 30;

/**
 * The stock adapter reads a session and its user with two queries sent at once, so every
 * signed-in request held two pooled connections; this one reads both in one join.
 */
class SessionAdapter extends PostgresJsAdapter {
  constructor(private readonly sql: Sql) {
    super(sql, { user: 'users', session: 'sessions' });
  }

  override async getSessionAndUser(
    sessionId: string,
  ): Promise<[session: DatabaseSession | null, user: DatabaseUser | null]> {
    const [row] = await this.sql<{ userId: string; expiresAt: Date; user: Record<string, unknown> }[]>`
      SELECT s.user_id AS "userId", s.expires_at AS "expiresAt", to_jsonb(u) - 'id' AS "user"
      FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = ${sessionId}`;
    if (!row) return [null, null];
    return [
      { id: sessionId, userId: row.userId, expiresAt: row.expiresAt, attributes: {} },
      { id: row.userId, attributes: row.user },
    ];
  }
}

export function createAuth(
  sql: Sql,
  opts: { secureCookies: boolean; guard: <T>(start: () => PromiseLike<T>) => Promise<T> },
): AuthService {
  const { guard } = opts;
  const lucia = new Lucia(new SessionAdapter(sql), {
    // Lucia extends a session once less than half its lifetime is left: a sliding 30 days.
    sessionExpiresIn: new TimeSpan(SESSION_LIFETIME_DAYS, 'd'),
    sessionCookie: {
      name: 'session',
      attributes: { secure: opts.secureCookies, sameSite: 'lax', path: '/' },
    },
    getUserAttributes: (attributes) => {
      const a = attributes as unknown as DatabaseUserAttributes;
      return {
        email: a.email,
        firstName: a.first_name,
        lastName: a.last_name,
        profileImageUrl: a.profile_image_url,
        // to_jsonb writes PostgreSQL's own timestamp text; the API speaks ISO 8601.
        emailVerifiedAt: a.email_verified_at ? new Date(a.email_verified_at).toISOString() : null,
        role: a.role === 'coach' ? 'coach' : 'athlete',
      };
    },
  });
  const toSpec = (cookie: { name: string; value: string; attributes: object }): CookieSpec =>
    cookie as CookieSpec;

  return {
    cookieName: lucia.sessionCookieName,
    async createSession(userId) {
      const session = await guard(() => lucia.createSession(userId, {}));
      return { sessionId: session.id, cookie: toSpec(lucia.createSessionCookie(session.id)) };
    },
    async validateSession(sessionId) {
      const { session, user } = await guard(() => lucia.validateSession(sessionId));
      if (!session || !user)
        return { user: null, sessionId: null, cookie: toSpec(lucia.createBlankSessionCookie()) };
      const u = user as unknown as SessionUser;
      return {
        user: {
          id: u.id,
          email: u.email,
          firstName: u.firstName,
          lastName: u.lastName,
          profileImageUrl: u.profileImageUrl,
          emailVerifiedAt: u.emailVerifiedAt,
          role: u.role,
        },
        sessionId: session.id,
        cookie: session.fresh ? toSpec(lucia.createSessionCookie(session.id)) : null,
      };
    },
    invalidateSession: (sessionId) => guard(() => lucia.invalidateSession(sessionId)),
    invalidateUserSessions: (userId) => guard(() => lucia.invalidateUserSessions(userId)),
    blankCookie: () => toSpec(lucia.createBlankSessionCookie()),
    readSessionCookie(header) {
      // Any site on the domain can set a cookie that does not percent-decode (`_ga=100%`): the
      // header is then read as if it carried no session, rather than failing every request.
      try {
        return lucia.readSessionCookie(header);
      } catch {
        return null;
      }
    },
  };
}
