import { Button, toast } from '@certidao/ui';
import { serverMessage } from '../../../lib/swr.ts';
import { useResendConfirmation } from '../api.ts';

export const RESEND_FAILED = 'Não foi possível reenviar o e-mail de confirmação. Tente novamente.';

/**
 * 'Reenviar e-mail de confirmação' for an address already typed (the login form's). The server answers the
 * same message whether or not the address exists; it is shown as it comes.
 */
export function ResendConfirmationButton({ email }: { email: string }) {
  const resend = useResendConfirmation();
  const press = async () => {
    try {
      const answer = await resend.trigger({ body: { email } });
      toast.success(answer.message);
    } catch (error) {
      toast.error(serverMessage(error, RESEND_FAILED));
    }
  };
  return (
    <Button variant="outline" size="sm" isPending={resend.isMutating} onPress={press}>
      Reenviar e-mail de confirmação
    </Button>
  );
}
