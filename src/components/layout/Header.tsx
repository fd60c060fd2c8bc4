import { Link, useLocation } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LogOutIcon } from '@/components/ui/shell-icons';
import { displayName, loginHref, useAuth } from '@/features/auth/use-auth';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';

export function Header() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Logo />
        <nav aria-label="Account" className="flex items-center gap-2">
          {/* While auth loads, show neither set of controls (SPEC §2). */}
          {!isLoading && user && (
            <>
              {/* The wrapper hides the badge on phones: a class on the Badge would fight its own inline-flex. */}
              <span className="hidden sm:contents">
                <Badge variant="secondary" className="max-w-40 truncate" data-testid="user-badge">
                  {displayName(user)}
                </Badge>
              </span>
              <Button asChild variant="ghost" size="sm">
                <Link to="/profile">Profile</Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to="/dashboard">Dashboard</Link>
              </Button>
              <Button asChild variant="ghost" size="icon">
                <a href="/api/logout" aria-label="Log out">
                  <LogOutIcon />
                </a>
              </Button>
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
