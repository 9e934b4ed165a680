import {
  type CreateSolicitacaoRequest,
  isApiError,
  type PagamentoAvulsoRequest,
  type TipoCertidao,
} from '@certidao/api-client';
import {
  buildSolicitacaoPayload,
  fieldsForTypes,
  getCertificateType,
  getFinalidade,
  SOLICITACAO_MESSAGES as M,
  type NovaSolicitacaoInput,
  type PersonType,
  quoteCertificates,
  requiredFieldsForTypes,
  validateNovaSolicitacao,
} from '@certidao/domain';
import { Button, Card, Form, InlineAlert, TextArea, TextField, toast } from '@certidao/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { CertificateInputFields } from '../../../lib/CertificateInputFields.tsx';
import { useMinhaEmpresa } from '../../../lib/minhaEmpresa.ts';
import { PartyFields } from '../../../lib/PartyFields.tsx';
import { type FormErrors, useFormState } from '../../../lib/useFormState.ts';
import { isStaffRole } from '../../../session/access.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import {
  useCentrosCustoSolicitacao,
  useCreateSolicitacao,
  useKitsSolicitacao,
  usePlanoSolicitacoes,
} from '../api.ts';
import { ALL_TYPES, kitPersonTypeError, NO_CENTRE } from '../kitSelection.ts';
import { REFERENCE_MAX } from '../orderFacts.ts';
import {
  certificateInputErrors,
  chosenCodes,
  FREE_CHOICE,
  localOf,
  MAX_CERTIFICATES,
  NO_UF,
  placeError,
  proposedSet,
} from '../requestSet.ts';
import { KitAndCostCentreFields } from './KitAndCostCentreFields.tsx';
import { OneOffPaymentDialog } from './OneOffPaymentDialog.tsx';
import { PlaceFields } from './PlaceFields.tsx';
import { PriceSummary } from './PriceSummary.tsx';
import { ProposedCertificates } from './ProposedCertificates.tsx';
import { PlansLink, QuotaNotice } from './QuotaNotice.tsx';
import * as styles from './requests.css.ts';
import { SourceNotices } from './SourceNotices.tsx';

type PartyField = 'nomeCompleto' | 'cpf' | 'rg' | 'dataNascimento' | 'cnpj' | 'observacao';
type Field =
  | PartyField
  | 'cidade'
  | 'imovelCidade'
  | 'nomeMae'
  | 'inscricaoImovel'
  | 'matricula'
  | 'registroImobiliario';
type Errors = FormErrors<Record<Field, string>>;

const EMPTY: Record<Field, string> = {
  nomeCompleto: '',
  cpf: '',
  rg: '',
  dataNascimento: '',
  cnpj: '',
  observacao: '',
  cidade: '',
  imovelCidade: '',
  nomeMae: '',
  inscricaoImovel: '',
  matricula: '',
  registroImobiliario: '',
};

/** Which field each message of the domain rules is about. */
const FIELD_OF: Record<string, PartyField> = {
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
const VALID: Record<PartyField, string> = {
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
 * The inline new-request form of /admin/solicitacoes: person type and documents, the kind of transaction and
 * the places (the party's, the property's), the kit, then the proposed certificates — each with why it is
 * there and how it is issued, to uncheck, plus any other type of the catalogue — and only the inputs those
 * types need, checked with the server's rules. Without a place it bundles the first catalogue's types, as
 * before places were asked. The cost centre (a company's members), observation. Blocked while submitting;
 * shows the plan's quota first and the server's refusals with a link to the plans.
 */
export function NewRequestForm({ onDone, id }: { onDone: () => void; id?: string }) {
  const create = useCreateSolicitacao();
  const { data: quota } = usePlanoSolicitacoes();
  const staff = isStaffRole(useSession().user?.role);
  const navigate = useNavigate();
  const [order, setOrder] = useState<CreateSolicitacaoRequest | null>(null);
  const [orderError, setOrderError] = useState<string | null>(null);
  const [tipoPessoa, setTipoPessoa] = useState<PersonType>('fisica');
  const [refusal, setRefusal] = useState<string | null>(null);
  // Only the plan's refusals (no plan, quota reached) link to the plans.
  const [planRefusal, setPlanRefusal] = useState(false);
  const kits = useKitsSolicitacao().data?.data ?? [];
  const company = useMinhaEmpresa();
  // Without a usable plan (none, pending, or this month's quota used) a customer may still order one-off; in a
  // company only a gestor, since the company pays it.
  const oneOff = !staff && quota !== undefined && !quota.podeCriar && company.role !== 'membro';
  const isMember = company.role === 'gestor' || company.role === 'membro';
  const centros = useCentrosCustoSolicitacao(isMember).data?.data ?? null;
  const centroObrigatorio = company.empresa?.centroCustoObrigatorio ?? false;
  const [kitId, setKitId] = useState(ALL_TYPES);
  const [referencia, setReferencia] = useState('');
  const [centroCustoId, setCentroCustoId] = useState(NO_CENTRE);
  const [finalidade, setFinalidade] = useState(FREE_CHOICE);
  const [uf, setUf] = useState<string>(NO_UF);
  // The property's UF follows the party's until the customer picks one (null meanwhile); so does its city.
  const [imovelUf, setImovelUf] = useState<string | null>(null);
  const [imovelCityTouched, setImovelCityTouched] = useState(false);
  const [unchecked, setUnchecked] = useState<string[]>([]);
  const [added, setAdded] = useState<string[]>([]);
  const kit = kits.find((k) => k.id === kitId);

  const { values, set, errors, rootRef, handleSubmit } = useFormState(EMPTY, (v) => {
    setRefusal(null);
    const { nomeCompleto, cpf, rg, dataNascimento, cnpj, observacao } = v;
    const found: Errors = check({ tipoPessoa, nomeCompleto, cpf, rg, dataNascimento, cnpj, observacao });
    const partyPlace = placeError({ uf, cidade: v.cidade });
    if (partyPlace) found.cidade = partyPlace;
    const propertyPlace = hasProperty ? placeError(property(v)) : null;
    if (propertyPlace) found.imovelCidade = propertyPlace;
    const inputs = certificateInputErrors(codes, tipoPessoa, v);
    for (const [field, message] of Object.entries(inputs)) found[field as Field] ??= message;
    return found;
  });
  const hasProperty = getFinalidade(finalidade)?.imovel ?? false;
  const property = (v: typeof values) => ({
    uf: imovelUf ?? uf,
    cidade: imovelCityTouched ? v.imovelCidade : v.cidade,
  });
  const domicilio = localOf({ uf, cidade: values.cidade });
  const imovel = hasProperty ? localOf(property(values)) : null;
  const { items, avisos } = proposedSet({ finalidade, tipoPessoa, domicilio, imovel, kit });
  const applies = (code: string) => getCertificateType(code)?.personTypes.includes(tipoPessoa) ?? false;
  const codes = chosenCodes(items, unchecked, kit ? [] : added.filter(applies));
  const fields = fieldsForTypes(codes, tipoPessoa);
  const busy = create.isMutating;

  const submit = handleSubmit(async (v) => {
    if (busy) return;
    setPlanRefusal(false);
    const kitError = kitPersonTypeError(kit, tipoPessoa);
    if (kitError) return setRefusal(kitError);
    if (codes.length === 0) return setRefusal('Escolha pelo menos uma certidão.');
    if (codes.length > MAX_CERTIFICATES)
      return setRefusal(`Uma solicitação tem no máximo ${MAX_CERTIFICATES} certidões.`);
    if (isMember && centroObrigatorio && centroCustoId === NO_CENTRE) {
      return setRefusal('Informe o centro de custo.');
    }
    const party = localOf({ uf, cidade: v.cidade });
    const place = hasProperty ? localOf(property(v)) : null;
    let payload: ReturnType<typeof buildSolicitacaoPayload>;
    try {
      // The domain formats the party's data and sends each type only the extra inputs it uses.
      payload = buildSolicitacaoPayload(
        {
          tipoPessoa,
          ...v,
          uf: party?.uf ?? null,
          imovelUf: place?.uf ?? null,
          imovelCidade: place?.cidade ?? null,
          finalidade: finalidade === FREE_CHOICE ? null : finalidade,
          certidoes: codes,
        },
        { centroCustoId: centroCustoId === NO_CENTRE ? null : centroCustoId },
      );
    } catch (error) {
      return setRefusal(error instanceof Error ? error.message : String(error));
    }
    const body: CreateSolicitacaoRequest = {
      observacao: payload.observacao,
      referencia: referencia.trim() || null,
      dadosGerais: { ...payload.dadosGerais, uf: party?.uf ?? null, cidade: party?.cidade ?? null },
      imovel: place,
      finalidade: payload.finalidade ?? null,
      certidoes: payload.certidoes.map((c) => ({
        tipoCertidao: c.tipoCertidao as TipoCertidao,
        dadosCertidao: c.dadosCertidao,
      })),
      kitId: kit?.id ?? null,
      centroCustoId: payload.centroCustoId ?? null,
    };
    if (oneOff) {
      setOrderError(null);
      setOrder(body);
      return;
    }
    try {
      await create.trigger({ body });
      onDone();
    } catch (error) {
      // 422: the plan refuses; 400/404: the kit, the cost centre or an input (the server's pt-BR message says which).
      if (isApiError(error) && [400, 404, 422].includes(error.status)) {
        setRefusal(error.message);
        setPlanRefusal(error.status === 422 && !/centro de custo/i.test(error.message));
      } else if (!(isApiError(error) && error.status === 401))
        toast.error('Erro ao criar solicitação. Tente novamente.');
    }
  });

  /** The one-off order placed with its payment: its page shows how to pay (or, by card, its certificates running). */
  const payOrder = async (pagamentoAvulso: PagamentoAvulsoRequest) => {
    if (!order) return;
    setOrderError(null);
    try {
      const created = await create.trigger({ body: { ...order, pagamentoAvulso } });
      setOrder(null);
      onDone();
      navigate(paths.detalhesCertidao.href(created.id));
    } catch (error) {
      setOrderError(
        isApiError(error) && error.status !== 401
          ? error.message
          : 'Erro ao fazer o pedido. Tente novamente.',
      );
    }
  };

  return (
    <div ref={rootRef} id={id}>
      <Card as="section" title="Nova solicitação" titleLevel={2}>
        <Form
          onSubmit={submit}
          validationBehavior="aria"
          validationErrors={errors}
          aria-label="Nova solicitação"
          className={styles.form}
        >
          <QuotaNotice quota={quota} oneOff={oneOff} />
          <PartyFields
            tipoPessoa={tipoPessoa}
            onTipoPessoa={setTipoPessoa}
            values={values}
            set={set}
            isDisabled={busy}
            requireBirthDate
            showRg={fields.includes('rg')}
          />
          <PlaceFields
            finalidade={finalidade}
            onFinalidade={setFinalidade}
            uf={uf}
            onUf={setUf}
            cidade={values.cidade}
            onCidade={set('cidade')}
            imovelUf={imovelUf ?? uf}
            onImovelUf={setImovelUf}
            imovelCidade={property(values).cidade}
            onImovelCidade={(value) => {
              setImovelCityTouched(true);
              set('imovelCidade')(value);
            }}
            hasKit={kit !== undefined}
            isDisabled={busy}
          />
          <KitAndCostCentreFields
            kits={kits}
            kitId={kitId}
            onKit={setKitId}
            centros={isMember ? centros : null}
            centroCustoId={centroCustoId}
            onCentroCusto={setCentroCustoId}
            centroObrigatorio={centroObrigatorio}
            isDisabled={busy}
          />
          <ProposedCertificates
            items={items}
            avisos={avisos}
            tipoPessoa={tipoPessoa}
            unchecked={unchecked}
            onUnchecked={setUnchecked}
            added={kit ? [] : added.filter(applies)}
            onAdded={setAdded}
            count={codes.length}
            allowAdding={kit === undefined}
            isDisabled={busy}
          />
          <SourceNotices codes={codes} />
          <CertificateInputFields
            fields={fields}
            required={requiredFieldsForTypes(codes, tipoPessoa)}
            values={values}
            set={set}
            isDisabled={busy}
          />
          <TextField
            label="Referência"
            name="referencia"
            maxLength={REFERENCE_MAX}
            description="Opcional: cliente, processo ou negócio. Aparece na lista, na busca e nos relatórios."
            value={referencia}
            onChange={setReferencia}
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
          <PriceSummary
            quote={quoteCertificates(codes, tipoPessoa)}
            quota={quota}
            staff={staff}
            oneOff={oneOff}
          />
          {refusal ? (
            <InlineAlert tone="danger" isLive action={planRefusal ? <PlansLink /> : undefined}>
              {refusal}
            </InlineAlert>
          ) : null}
          <div className={styles.formActions}>
            <p className={styles.formCount} aria-live="polite">
              {codes.length} {codes.length === 1 ? 'certidão selecionada' : 'certidões selecionadas'}
            </p>
            <Button variant="outline" onPress={onDone} isDisabled={busy}>
              Cancelar
            </Button>
            <Button type="submit" isPending={busy}>
              {busy ? 'Enviando...' : oneOff ? 'Continuar para o pagamento' : 'Criar solicitação'}
            </Button>
          </div>
        </Form>
        <OneOffPaymentDialog
          isOpen={order !== null}
          onOpenChange={(open) => (open ? undefined : setOrder(null))}
          totalCentavos={quoteCertificates(codes, tipoPessoa).totalCentavos}
          count={codes.length}
          onPay={payOrder}
          isPending={busy}
          error={orderError}
        />
      </Card>
    </div>
  );
}
