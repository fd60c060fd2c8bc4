import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ArrowRightIcon } from '@/components/ui/shell-icons';

const AUDIENCES = [
  {
    title: 'High-School Athletes',
    message: 'Get your score. Choose your future.',
    cta: 'GET YOUR SCORE',
    to: '/hs',
  },
  {
    title: 'Transfer Portal',
    message: 'Analyze the market. Know your worth.',
    cta: 'ANALYZE MARKET',
    to: '/portal',
  },
  { title: 'College Coaches', message: 'Turn hours into minutes.', cta: 'GET ACCESS', to: '/coaches' },
];

/** The landing page; the full marketing site arrives with its own issue. */
export default function LandingPage() {
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 pb-12 pt-16 md:pt-24">
        <p className="text-sm font-bold uppercase tracking-widest text-accent">
          AI recruiting engine · D1, D2 &amp; D3
        </p>
        <h1 className="mt-3 max-w-3xl font-display text-4xl font-black leading-[1.05] md:text-6xl">
          Know your fit. <span className="text-accent">See why.</span>
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
          FitScout reads performance, predicts fit and scores matches between athletes and college programs.
          Every Fit Score shows its five parts, its evidence and its sources.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg" variant="accent">
            <Link to="/waitlist">
              JOIN THE WAITLIST <ArrowRightIcon />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/preview">Try the instant preview</Link>
          </Button>
        </div>
      </section>
      <section aria-labelledby="audiences" className="mx-auto max-w-6xl px-4 pb-16">
        <h2 id="audiences" className="sr-only">
          Who it is for
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {AUDIENCES.map((a) => (
            <Card key={a.to}>
              <CardHeader>
                <CardTitle>{a.title}</CardTitle>
                <CardDescription>{a.message}</CardDescription>
              </CardHeader>
              <CardContent>
                <Button asChild variant="outline" className="w-full">
                  <Link to={a.to}>{a.cta}</Link>
                </Button>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>
      <section className="border-t bg-muted/40">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-14 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="font-display text-2xl font-black">Early access is opening soon</h2>
            <p className="text-muted-foreground">
              Verified recruiting profile, free beta access and priority visibility.
            </p>
          </div>
          <Button asChild size="lg">
            <Link to="/waitlist">JOIN THE WAITLIST</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
