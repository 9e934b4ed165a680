import { isValidEmail } from '@certidao/domain';
import { Button, ListBoxItem, Select, TextArea, TextField, toast } from '@certidao/ui';
import { FormFrame } from '../../../lib/FormFrame.tsx';
import { type FormErrors, useFormState } from '../../../lib/useFormState.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import { useEnviarContato } from '../api.ts';
import * as styles from './support.css.ts';

const TIPOS = [
  { id: 'tecnico', label: 'Problema técnico' },
  { id: 'cobranca', label: 'Cobrança' },
  { id: 'certidao', label: 'Certidão' },
  { id: 'conta', label: 'Conta' },
  { id: 'outro', label: 'Outro' },
] as const;

type Values = { nome: string; email: string; tipoProblema: string; mensagem: string };

/** The same rules and messages as the server's (enviarContatoSuporte). */
function check(v: Values): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  if (!v.nome.trim()) errors.nome = 'Informe seu nome.';
  if (!isValidEmail(v.email.trim())) errors.email = 'Digite um e-mail válido';
  if (!v.tipoProblema) errors.tipoProblema = 'Selecione o tipo de problema.';
  if (v.mensagem.trim().length < 10) errors.mensagem = 'Descreva o problema (mínimo de 10 caracteres).';
  return errors;
}

/** The contact form (nome, email, tipoProblema, mensagem), prefilled with the signed-in user. */
export function ContactForm() {
  const { user } = useSession();
  const send = useEnviarContato();
  const initial = (): Values => ({
    nome: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    tipoProblema: '',
    mensagem: '',
  });
  const { values, set, errors, rootRef, formKey, handleSubmit, reset } = useFormState(initial, check);

  const submit = handleSubmit(async (v) => {
    try {
      const ticket = await send.trigger({
        body: {
          nome: v.nome.trim(),
          email: v.email.trim(),
          tipoProblema: v.tipoProblema,
          mensagem: v.mensagem.trim(),
        },
      });
      toast.success('Mensagem enviada com sucesso!', {
        description: `Chamado #${ticket.protocolo} aberto. Responderemos por e-mail em até 4 horas.`,
      });
      reset({ ...initial() });
    } catch {
      // The toast said why; the message stays in the form.
    }
  });

  const busy = send.isMutating;
  return (
    <FormFrame
      label="Fale com o suporte"
      className={styles.form}
      rootRef={rootRef}
      errors={errors}
      submit={submit}
      formKey={formKey}
    >
      <div className={styles.fieldRow}>
        <TextField
          label="Nome"
          name="nome"
          isRequired
          maxLength={100}
          value={values.nome}
          onChange={set('nome')}
          isDisabled={busy}
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          isRequired
          maxLength={254}
          value={values.email}
          onChange={set('email')}
          isDisabled={busy}
        />
      </div>
      <Select
        label="Tipo de problema"
        name="tipoProblema"
        isRequired
        placeholder="Selecione"
        value={values.tipoProblema || null}
        onChange={(key) => set('tipoProblema')(String(key ?? ''))}
        items={TIPOS}
        isDisabled={busy}
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
      <TextArea
        label="Mensagem"
        name="mensagem"
        isRequired
        rows={6}
        maxLength={2000}
        showCount
        description="Descreva o problema com o máximo de detalhes (protocolo, cliente, horário)."
        value={values.mensagem}
        onChange={set('mensagem')}
        isDisabled={busy}
      />
      <div className={styles.formActions}>
        <Button type="submit" isPending={busy}>
          Enviar mensagem
        </Button>
      </div>
    </FormFrame>
  );
}
