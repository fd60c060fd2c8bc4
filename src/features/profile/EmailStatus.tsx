import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** Whether the account's address is confirmed, with a way to mail the link again when it is not. */
export function EmailStatus({ verifiedAt }: { verifiedAt: string | null }) {
  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: (r) =>
      toast({
        title: r.alreadyVerified ? 'Already verified' : 'Link sent',
        description: r.alreadyVerified
          ? 'Your email is verified.'
          : 'Check your inbox for the confirmation link.',
      }),
    onError: (err) => toast({ title: 'Error', description: serverMessage(err), variant: 'destructive' }),
  });
  if (verifiedAt) return <span className="text-sm text-muted-foreground">Verified</span>;
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">Not verified yet</span>
      <Button
        variant="link"
        size="sm"
        className="h-auto p-0"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        Send the link again
      </Button>
    </span>
  );
}
