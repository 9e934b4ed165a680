import { isApiError } from '@certidao/api-client';
import {
  buildSolicitacaoPayload,
  SOLICITACAO_MESSAGES as M,
  type NovaSolicitacaoInput,
  type PersonType,
  validateNovaSolicitacao,
} from '@certidao/domain';
import { Button, Card, Form, InlineAlert, TextArea, toast } from '@certidao/ui';
import { useState } from 'react';
import { useMinhaEmpresa } from '../../../lib/minhaEmpresa.ts';
import { PartyFields } from '../../../lib/PartyFields.tsx';
import { type FormErrors, useFormState } from '../../../lib/useFormState.ts';
import {
  useCentrosCustoSolicitacao,
  useCreateSolicitacao,
  useKitsSolicitacao,
  usePlanoSolicitacoes,
} from '../api.ts';
import { ALL_TYPES, kitPersonTypeError, NO_CENTRE, typesForKit } from '../kitSelection.ts';
import { KitAndCostCentreFields } from './KitAndCostCentreFields.tsx';
import { PlansLink, QuotaNotice } from './QuotaNotice.tsx';
import * as styles from './requests.css.ts';

type Field = 'nomeCompleto' | 'cpf' | 'rg' | 'dataNascimento' | 'cnpj' | 'observacao';
type Errors = FormErrors<Record<Field, string>>;

const EMPTY: Record<Field, string> = {
  nomeCompleto: '',
  cpf: '',
  rg: '',
  dataNascimento: '',
  cnpj: '',
  observacao: '',
};

/** Which field each message of the domain rules is about. */
const FIELD_OF: Record<string, Field> = {
  [M.nomeRequired]: 'nomeCompleto',
  [M.nomeTooLong]: 'nomeCompleto',
  [M.cpfRequired]: 'cpf',
  [M.cpfInvalid]: 'cpf',
  [M.birthDateRequired]: 'dataNascimento',
  [M.birthDateInvalid]: 'dataNascimento',
  [M.rgTooLong]: 'rg',
  [M.cnpjRequired]: 'cnpj',
  [M.cnpjInvalid]: 'cnpj',
  [M.observacaoTooLong]: 'observacao',
};

/** A value that passes each field's rule, to find the next field's message. */
const VALID: Record<Field, string> = {
  nomeCompleto: 'Nome',
  cpf: '529.982.247-25',
  rg: '',
  dataNascimento: '1985-03-15',
  cnpj: '11222333000181',
  observacao: '',
};

/**
 * Every field's message at once, with the rules of packages/domain (`validateNovaSolicitacao` gives the first
 * one; the field it names is then taken as valid to find the next).
 */
function check(input: NovaSolicitacaoInput): Errors {
  const errors: Errors = {};
  let probe = { ...input };
  for (let message = validateNovaSolicitacao(probe); message; message = validateNovaSolicitacao(probe)) {
    const field = FIELD_OF[message];
    if (!field || errors[field]) break;
    errors[field] = message;
    probe = { ...probe, [field]: VALID[field] };
  }
  return errors;
}

/**
 * The inline new-request form of /admin/solicitacoes: person type, nome completo, CPF, RG and
 * birth date for a person, CNPJ for a company, the kit, the cost centre (a company's members), observation.
 * One submission bundles the catalogue's types for that person type, or the chosen kit's. Blocked while submitting; shows the plan's quota first and the server's refusals with a
 * link to the plans.
 */
export function NewRequestForm({ onDone, id }: { onDone: () => void; id?: string }) {
  const create = useCreateSolicitacao();
  const { data: quota } = usePlanoSolicitacoes();
  const [tipoPessoa, setTipoPessoa] = useState<PersonType>('fisica');
  const [refusal, setRefusal] = useState<string | null>(null);
  // Only the plan's refusals (no plan, quota reached) link to the plans.
  const [planRefusal, setPlanRefusal] = useState(false);
  const kits = useKitsSolicitacao().data?.data ?? [];
  const company = useMinhaEmpresa();
  const isMember = company.role === 'gestor' || company.role === 'membro';
  const centros = useCentrosCustoSolicitacao(isMember).data?.data ?? null;
  const centroObrigatorio = company.empresa?.centroCustoObrigatorio ?? false;
  const [kitId, setKitId] = useState(ALL_TYPES);
  const [centroCustoId, setCentroCustoId] = useState(NO_CENTRE);
  const kit = kits.find((k) => k.id === kitId);
  const { values, set, errors, rootRef, handleSubmit } = useFormState(EMPTY, (v) => {
    setRefusal(null);
    return check({ tipoPessoa, ...v });
  });
  const busy = create.isMutating;

  const submit = handleSubmit(async (v) => {
    if (busy) return;
    setPlanRefusal(false);
    const kitError = kitPersonTypeError(kit, tipoPessoa);
    if (kitError) return setRefusal(kitError);
    if (isMember && centroObrigatorio && centroCustoId === NO_CENTRE) {
      return setRefusal('Informe o centro de custo.');
    }
    const payload = buildSolicitacaoPayload({ tipoPessoa, ...v });
    const types = new Set<string>(typesForKit(kit, tipoPessoa));
    try {
      await create.trigger({
        body: {
          ...payload,
          certidoes: payload.certidoes.filter((c) => types.has(c.tipoCertidao)),
          kitId: kit?.id ?? null,
          centroCustoId: centroCustoId === NO_CENTRE ? null : centroCustoId,
        },
      });
      onDone();
    } catch (error) {
      // 422: the plan refuses; 400/404: the kit or the cost centre (the server's pt-BR message says which).
      if (isApiError(error) && [400, 404, 422].includes(error.status)) {
        setRefusal(error.message);
        setPlanRefusal(error.status === 422 && !/centro de custo/i.test(error.message));
      } else if (!(isApiError(error) && error.status === 401))
        toast.error('Erro ao criar solicitação. Tente novamente.');
    }
  });

  return (
    <div ref={rootRef} id={id}>
      <Card as="section" title="Nova Solicitação" titleLevel={2}>
        <Form
          onSubmit={submit}
          validationBehavior="aria"
          validationErrors={errors}
          aria-label="Nova Solicitação"
          className={styles.form}
        >
          <QuotaNotice quota={quota} />
          <PartyFields
            tipoPessoa={tipoPessoa}
            onTipoPessoa={setTipoPessoa}
            values={values}
            set={set}
            isDisabled={busy}
            requireBirthDate
          />
          <KitAndCostCentreFields
            kits={kits}
            kitId={kitId}
            onKit={setKitId}
            tipoPessoa={tipoPessoa}
            centros={isMember ? centros : null}
            centroCustoId={centroCustoId}
            onCentroCusto={setCentroCustoId}
            centroObrigatorio={centroObrigatorio}
            isDisabled={busy}
          />
          <TextArea
            label="Observação"
            name="observacao"
            maxLength={1000}
            showCount
            description="Aparece nos detalhes da solicitação."
            value={values.observacao}
            onChange={set('observacao')}
            isDisabled={busy}
          />
          {refusal ? (
            <InlineAlert tone="danger" isLive action={planRefusal ? <PlansLink /> : undefined}>
              {refusal}
            </InlineAlert>
          ) : null}
          <div className={styles.formActions}>
            <Button variant="outline" onPress={onDone} isDisabled={busy}>
              Cancelar
            </Button>
            <Button type="submit" isPending={busy}>
              {busy ? 'Enviando...' : 'Criar solicitação'}
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
