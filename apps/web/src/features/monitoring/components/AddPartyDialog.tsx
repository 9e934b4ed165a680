import { isApiError } from '@certidao/api-client';
import {
  type CertificateCode,
  certificateCodesFor,
  certificateInputProblem,
  DEFAULT_LEAD_DAYS,
  fieldsForTypes,
  firstIssuance,
  getCertificateType,
  isoDateToBr,
  isValidCnpj,
  isValidCpf,
  isValidIsoDate,
  MAX_LEAD_DAYS,
  MIN_LEAD_DAYS,
  notValidOn,
  PARTY_MESSAGES,
  type PersonType,
  type PoliticaMonitoramento,
  requiredFields,
  requiredFieldsForTypes,
} from '@certidao/domain';
import {
  Button,
  DateField,
  Dialog,
  DialogFooter,
  Form,
  InlineAlert,
  Modal,
  NumberField,
  Radio,
  RadioGroup,
} from '@certidao/ui';
import { useState } from 'react';
import { CertificateChecklist } from '../../../lib/CertificateChecklist.tsx';
import { type CertificateInput, CertificateInputFields } from '../../../lib/CertificateInputFields.tsx';
import { PartyFields } from '../../../lib/PartyFields.tsx';
import { type FormErrors, useFormState } from '../../../lib/useFormState.ts';
import { useCriarMonitoramento } from '../api.ts';
import { deedWarningBeforeIssue } from '../deed.ts';
import * as styles from './monitoring.css.ts';
import { QuotaCoverage } from './QuotaCoverage.tsx';

type Values = {
  nomeCompleto: string;
  cpf: string;
  cnpj: string;
  rg: string;
  dataNascimento: string;
  inscricaoImovel: string;
  nomeMae: string;
  matricula: string;
  registroImobiliario: string;
  tipos: string[];
  dias: number;
  /** The deed's day ('AAAA-MM-DD'), optional. */
  dataEscritura: string | null;
};

const initial = (tipoPessoa: PersonType): Values => ({
  nomeCompleto: '',
  cpf: '',
  cnpj: '',
  rg: '',
  dataNascimento: '',
  inscricaoImovel: '',
  nomeMae: '',
  matricula: '',
  registroImobiliario: '',
  // The first catalogue's types; any other is added from the catalogue's picker.
  tipos: certificateCodesFor(tipoPessoa),
  dias: DEFAULT_LEAD_DAYS,
  dataEscritura: null,
});

const needsInscricao = (tipos: readonly string[], tipoPessoa: PersonType) =>
  tipos.some((t) => requiredFields(t, tipoPessoa).includes('inscricaoImovel'));

/** The extra inputs a party's types may need, beside the IPTU registration the dialog always handled. */
const INPUT_FIELDS = ['nomeMae', 'matricula', 'registroImobiliario'] as const;

/** The filled extra inputs, sent only when given (the server asks them of the types that need them). */
function extraInputs(v: Values) {
  const out: Partial<Record<(typeof INPUT_FIELDS)[number], string>> = {};
  for (const f of INPUT_FIELDS) if (v[f].trim()) out[f] = v[f].trim();
  return out;
}

/** The statuses whose message the form shows next to itself (the data refused, or a party already monitored). */
const FORM_REFUSALS = new Set([400, 409, 422]);

/**
 * 'Adicionar parte': a person (name, CPF, birth date, RG) or a company (name, CNPJ), the property's
 * registration when a property-tax type is kept, the types to keep (all that apply, at first) and the policy.
 * The server checks everything again; its refusal is shown above the buttons.
 */
export function AddPartyDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const create = useCriarMonitoramento();
  const [tipoPessoa, setTipoPessoa] = useState<PersonType>('fisica');
  const [politica, setPolitica] = useState<PoliticaMonitoramento>('vencimento');
  const [refusal, setRefusal] = useState<string | null>(null);
  const isPerson = tipoPessoa === 'fisica';
  const { values, set, setValues, errors, rootRef, handleSubmit } = useFormState<Values>(
    () => initial('fisica'),
    (v) => {
      setRefusal(null);
      const e: FormErrors<Values> = {};
      if (!v.nomeCompleto.trim()) e.nomeCompleto = 'Informe o nome completo.';
      if (isPerson && !isValidCpf(v.cpf)) e.cpf = v.cpf ? 'CPF inválido.' : 'Informe o CPF.';
      if (!isPerson && !isValidCnpj(v.cnpj)) e.cnpj = v.cnpj ? 'CNPJ inválido.' : 'Informe o CNPJ.';
      if (!v.tipos.length) e.tipos = 'Escolha ao menos uma certidão.';
      if (needsInscricao(v.tipos, tipoPessoa) && !v.inscricaoImovel.trim())
        e.inscricaoImovel = 'Informe a inscrição do imóvel.';
      // The inputs national types need (mother's name, registration, registry office): the request's rules.
      for (const code of v.tipos) {
        const tipo = getCertificateType(code);
        const problem = tipo && certificateInputProblem(tipo, tipoPessoa, v);
        if (problem && problem.field in v && !e[problem.field as keyof Values])
          e[problem.field as keyof Values] = problem.message;
      }
      if (
        politica === 'vencimento' &&
        !(Number.isInteger(v.dias) && v.dias >= MIN_LEAD_DAYS && v.dias <= MAX_LEAD_DAYS)
      )
        e.dias = `De ${MIN_LEAD_DAYS} a ${MAX_LEAD_DAYS} dias.`;
      if (v.dataEscritura && !isValidIsoDate(v.dataEscritura))
        e.dataEscritura = PARTY_MESSAGES.deedDateInvalid;
      return e;
    },
  );
  const busy = create.isMutating;
  // The party's page warns by its latest certificates; here, by the ones its first issuance will give.
  const deed = values.dataEscritura;
  const notValid =
    deed && isValidIsoDate(deed)
      ? notValidOn(deed, values.tipos, firstIssuance(values.tipos, new Date()))
      : [];

  const submit = handleSubmit(async (v) => {
    if (busy) return;
    try {
      const created = await create.trigger({
        body: {
          tipoPessoa,
          nomeCompleto: v.nomeCompleto.trim(),
          documento: isPerson ? v.cpf : v.cnpj,
          rg: isPerson && v.rg.trim() ? v.rg.trim() : null,
          dataNascimento: isPerson ? isoDateToBr(v.dataNascimento) : null,
          inscricaoImovel: needsInscricao(v.tipos, tipoPessoa) ? v.inscricaoImovel.trim() : null,
          ...extraInputs(v),
          tiposCertidao: v.tipos as CertificateCode[],
          politica,
          ...(politica === 'vencimento' ? { diasAntecedencia: v.dias } : {}),
          ...(v.dataEscritura ? { dataEscritura: v.dataEscritura } : {}),
        },
      });
      onCreated(created.id);
    } catch (error) {
      if (isApiError(error) && FORM_REFUSALS.has(error.status)) setRefusal(error.message);
      else if (!(isApiError(error) && error.status === 401))
        setRefusal('Não foi possível adicionar a parte. Tente novamente.');
    }
  });

  return (
    <Modal size="lg" isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog
        title="Adicionar parte"
        description="As certidões escolhidas são emitidas agora e renovadas conforme a política."
      >
        <div ref={rootRef}>
          <Form
            onSubmit={submit}
            validationBehavior="aria"
            validationErrors={errors}
            aria-label="Adicionar parte"
            className={styles.form}
          >
            <PartyFields
              tipoPessoa={tipoPessoa}
              onTipoPessoa={(next) => {
                setTipoPessoa(next);
                setValues((v) => ({ ...v, tipos: certificateCodesFor(next) }));
              }}
              values={values}
              set={set}
              isDisabled={busy}
              requireBirthDate={false}
            />
            <CertificateChecklist
              label="Certidões a manter válidas"
              name="tipos"
              base={certificateCodesFor(tipoPessoa)}
              value={values.tipos}
              onChange={set('tipos')}
              tipoPessoa={tipoPessoa}
              errorMessage={errors.tipos}
              isDisabled={busy}
            />
            <CertificateInputFields
              fields={fieldsForTypes(values.tipos, tipoPessoa)}
              required={[
                ...requiredFieldsForTypes(values.tipos, tipoPessoa),
                ...(needsInscricao(values.tipos, tipoPessoa) ? (['inscricaoImovel'] as const) : []),
              ]}
              values={values}
              set={(f: CertificateInput) => set(f)}
              isDisabled={busy}
            />
            <RadioGroup
              label="Política de renovação"
              value={politica}
              onChange={(value) => setPolitica(value as PoliticaMonitoramento)}
              isDisabled={busy}
            >
              <Radio value="vencimento">Renovar antes do vencimento</Radio>
              <Radio value="semanal">Reemitir toda semana</Radio>
              <Radio value="mensal">Reemitir todo mês</Radio>
            </RadioGroup>
            {politica === 'vencimento' ? (
              <div className={styles.fieldRow} data-field="dias">
                <NumberField
                  label="Dias de antecedência"
                  name="dias"
                  description={`De ${MIN_LEAD_DAYS} a ${MAX_LEAD_DAYS} dias antes de cada certidão vencer.`}
                  minValue={MIN_LEAD_DAYS}
                  maxValue={MAX_LEAD_DAYS}
                  value={values.dias}
                  onChange={(n) => set('dias')(n)}
                  isDisabled={busy}
                />
              </div>
            ) : null}
            <div className={styles.fieldRow} data-field="dataEscritura">
              <DateField
                label="Data da escritura (opcional)"
                description="O dia em que as certidões precisam estar válidas."
                value={values.dataEscritura}
                onChange={set('dataEscritura')}
                errorMessage={errors.dataEscritura}
                isInvalid={Boolean(errors.dataEscritura)}
                isDisabled={busy}
              />
            </div>
            {deed && notValid.length ? (
              <InlineAlert tone="warning">{deedWarningBeforeIssue(deed, notValid)}</InlineAlert>
            ) : null}
            <QuotaCoverage novas={1} />
            {refusal ? (
              <InlineAlert tone="danger" isLive>
                {refusal}
              </InlineAlert>
            ) : null}
            <DialogFooter>
              <Button variant="outline" onPress={onClose} isDisabled={busy}>
                Cancelar
              </Button>
              <Button type="submit" isPending={busy}>
                {busy ? 'Adicionando...' : 'Adicionar parte'}
              </Button>
            </DialogFooter>
          </Form>
        </div>
      </Dialog>
    </Modal>
  );
}
