import { Link, useLocation } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LayoutDashboardIcon, LogOutIcon } from '@/components/ui/shell-icons';
import { displayName, loginHref, useAuth } from '@/features/auth/use-auth';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';

export function Header() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-4">
        <Logo />
        <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
          {/* While auth loads, show neither set of controls (SPEC §2). */}
          {!isLoading && user && (
            <>
              {/* The responsive visibility sits on a wrapper: cn() does not merge classes, so a
                  'hidden' on the Badge itself would compete with the Badge's own inline-flex. */}
              <span className="hidden min-w-0 sm:inline-flex">
                <Badge variant="secondary" className="max-w-40" data-testid="user-badge">
                  <span className="truncate">{displayName(user)}</span>
                </Badge>
              </span>
              {/* A coach has no athlete profile or dashboard; their pages are the coach area. */}
              {user.role === 'coach' ? (
                <Button asChild variant="outline" size="sm">
                  <Link to="/coach">Coach area</Link>
                </Button>
              ) : (
                <>
                  <Button asChild variant="ghost" size="sm">
                    <Link to="/profile">
                      {/* Phones, with no room for the name badge, get its first letter: who is signed in. */}
                      <span
                        aria-hidden
                        data-testid="user-initial"
                        className="flex size-6 items-center justify-center rounded-full bg-muted text-xs font-bold sm:hidden"
                      >
                        {displayName(user).charAt(0).toUpperCase()}
                      </span>
                      <span className="sr-only sm:not-sr-only">Profile</span>
                    </Link>
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <Link to="/dashboard">
                      <LayoutDashboardIcon className="sm:hidden" />
                      <span className="sr-only sm:not-sr-only">Dashboard</span>
                    </Link>
                  </Button>
                </>
              )}
              {/* A full-page POST (SPEC §7): logging out is a state change, not a link. */}
              <form method="post" action="/api/logout">
                <Button type="submit" variant="ghost" size="icon" aria-label="Log out">
                  <LogOutIcon />
                </Button>
              </form>
            </>
          )}
          {!isLoading && !user && (
            <Button asChild size="sm">
              <a href={loginHref(location.pathname)}>LOGIN</a>
            </Button>
          )}
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
