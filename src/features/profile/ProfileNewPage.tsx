import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { RequireAuth } from './RequireAuth';

/** The builder wizard ships with the athlete-area issue; the route and its auth gate exist now. */
export default function ProfileNewPage() {
  return (
    <RequireAuth>
      <section className="mx-auto grid max-w-2xl gap-4 px-4 py-16">
        <h1 className="font-display text-3xl font-black">Build Your Athlete Profile</h1>
        <p className="text-muted-foreground">
          The five-step profile builder is almost ready. You are signed in, so you will be able to start here
          as soon as it opens.
        </p>
        <Button asChild variant="outline" className="justify-self-start">
          <Link to="/profile">Back to your profile</Link>
        </Button>
      </section>
    </RequireAuth>
  );
}
