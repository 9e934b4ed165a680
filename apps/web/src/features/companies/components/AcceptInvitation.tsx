import { type ConvitePublico, isApiError } from '@certidao/api-client';
import { validateSimplePassword } from '@certidao/domain';
import { Button, formLayout, InlineAlert, PasswordField, PhoneField } from '@certidao/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { FormFrame } from '../../../lib/FormFrame.tsx';
import { NameFields } from '../../../lib/NameFields.tsx';
import { loginReturningTo } from '../../../lib/returnPath.ts';
import { serverMessage } from '../../../lib/swr.ts';
import { nameErrors, useFormState } from '../../../lib/useFormState.ts';
import { useSession, useSignOutAction } from '../../../session/SessionProvider.tsx';
import { useAceitarConvite } from '../api.ts';

const NEW_ACCOUNT = { firstName: '', lastName: '', phone: '', password: '' };

/** Signed out, no account yet: name, phone, password; the link proves the e-mail, so the account is confirmed. */
function NewAccountAccept({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const accept = useAceitarConvite();
  const { signIn } = useSession();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { values, set, errors, rootRef, handleSubmit } = useFormState(NEW_ACCOUNT, (v) => {
    const password = validateSimplePassword(v.password);
    return { ...nameErrors(v), ...(password ? { password } : {}) };
  });
  const busy = accept.isMutating;
  const submit = handleSubmit(async (v) => {
    setRefusal(null);
    try {
      const result = await accept.trigger({
        path: { token },
        body: {
          novaConta: {
            firstName: v.firstName.trim(),
            lastName: v.lastName.trim(),
            phone: v.phone.trim() || null,
            password: v.password,
          },
        },
      });
      signIn(result.user);
      onAccepted();
    } catch (error) {
      setRefusal(serverMessage(error, 'Não foi possível aceitar o convite. Tente novamente.'));
    }
  });
  return (
    <FormFrame
      label="Criar conta e aceitar"
      className={formLayout.form}
      rootRef={rootRef}
      errors={errors}
      submit={submit}
    >
      <NameFields values={values} set={set} isDisabled={busy} />
      <PhoneField
        label="Telefone"
        name="phone"
        value={values.phone}
        onChange={set('phone')}
        isDisabled={busy}
      />
      <PasswordField
        label="Senha"
        name="password"
        autoComplete="new-password"
        isRequired
        description="Pelo menos 6 caracteres."
        value={values.password}
        onChange={set('password')}
        isDisabled={busy}
      />
      {refusal ? (
        <InlineAlert tone="danger" isLive>
          {refusal}
        </InlineAlert>
      ) : null}
      <div className={formLayout.actions}>
        <Button type="submit" isPending={busy}>
          Criar conta e aceitar
        </Button>
      </div>
    </FormFrame>
  );
}

/**
 * How a pending invitation is accepted: signed in as the invited address, one button; signed in as someone
 * else, a note and 'Sair'; signed out, 'Entrar' (back here after the login) when an account exists for the
 * address, else the new-account form.
 */
export function AcceptInvitation({ token, convite }: { token: string; convite: ConvitePublico }) {
  const { user, status } = useSession();
  const accept = useAceitarConvite();
  const signOut = useSignOutAction({ stay: true });
  const navigate = useNavigate();
  const location = useLocation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const done = () => navigate(paths.solicitacoes.href(), { replace: true });

  if (status === 'loading') return null;
  if (user) {
    if (user.email.toLowerCase() !== convite.email.toLowerCase())
      return (
        <InlineAlert
          tone="warning"
          action={
            <Button variant="outline" size="sm" onPress={signOut.signOut} isPending={signOut.isSigningOut}>
              Sair e entrar com {convite.email}
            </Button>
          }
        >
          Este convite foi enviado para {convite.email}, e você está conectado como {user.email}.
        </InlineAlert>
      );
    return (
      <>
        {refusal ? (
          <InlineAlert tone="danger" isLive>
            {refusal}
          </InlineAlert>
        ) : null}
        <Button
          isPending={accept.isMutating}
          onPress={async () => {
            setRefusal(null);
            try {
              await accept.trigger({ path: { token } });
              done();
            } catch (error) {
              if (!(isApiError(error) && error.status === 401))
                setRefusal(serverMessage(error, 'Não foi possível aceitar o convite. Tente novamente.'));
            }
          }}
        >
          Aceitar convite
        </Button>
      </>
    );
  }
  if (convite.contaExistente)
    return (
      <InlineAlert
        tone="info"
        action={
          <Button size="sm" onPress={() => navigate(loginReturningTo(location.pathname))}>
            Entrar para aceitar
          </Button>
        }
      >
        Já existe uma conta com o e-mail {convite.email}. Entre com ela para aceitar o convite.
      </InlineAlert>
    );
  return <NewAccountAccept token={token} onAccepted={done} />;
}
