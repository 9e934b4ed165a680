import { Button, InlineAlert, toast } from '@certidao/ui';
import { useResendConfirmation } from '../api.ts';

/** The unverified e-mail warning, with a way to get a new confirmation link. */
export function EmailWarning({ email }: { email: string }) {
  const resend = useResendConfirmation();
  const press = async () => {
    try {
      const answer = await resend.trigger({ body: { email } });
      toast.success(answer.message);
    } catch {
      // The mutation already showed the error.
    }
  };
  return (
    <InlineAlert
      tone="warning"
      action={
        <Button variant="outline" size="sm" isPending={resend.isMutating} onPress={press}>
          Reenviar e-mail de confirmação
        </Button>
      }
    >
      Seu e-mail não foi verificado. Verifique sua caixa de entrada.
    </InlineAlert>
  );
}
