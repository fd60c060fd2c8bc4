import { Button } from '@/components/ui/button';
import { MoonIcon, SunIcon } from '@/components/ui/shell-icons';
import { useTheme } from '@/lib/theme';
import { useHydrated } from '@/lib/use-hydrated';

export function ThemeToggle() {
  const [theme, toggle] = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  // On a prerendered page the button exists before its handler does: off until then, so a click
  // is never silently lost.
  const hydrated = useHydrated();
  return (
    <Button
      variant="ghost"
      size="icon"
      disabled={!hydrated}
      onClick={toggle}
      aria-label={`Switch to ${next} theme`}
      data-testid="theme-toggle"
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}
