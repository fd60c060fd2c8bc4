import { Link } from 'react-router-dom';

export function Logo() {
  return (
    <Link to="/" className="font-display text-xl font-black tracking-tight" aria-label="FitScout home">
      FIT<span className="text-accent">SCOUT</span>
    </Link>
  );
}
