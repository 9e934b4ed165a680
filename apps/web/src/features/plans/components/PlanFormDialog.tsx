import type { Plano, PlanoInput } from '@certidao/api-client';
import {
  Button,
  Dialog,
  DialogFooter,
  Form,
  ListBoxItem,
  Modal,
  NumberField,
  PlusIcon,
  Select,
  Switch,
  TextArea,
  TextField,
  XIcon,
} from '@certidao/ui';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useCreatePlano, useUpdatePlano } from '../api.ts';
import * as styles from './planAdmin.css.ts';

/** Card colours (`cor`): a named plan colour, or the default grey. */
const COLORS = [
  { id: 'bg-gray-500', label: 'Cinza (padrão)' },
  { id: 'basico', label: 'Básico' },
  { id: 'profissional', label: 'Profissional' },
  { id: 'empresarial', label: 'Empresarial' },
  { id: 'ilimitado', label: 'Ilimitado' },
];

export interface PlanFormDialogProps {
  /** The plan to edit; null creates one. */
  plano: Plano | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Novo plano' / 'Editar plano': nome required, valor defaults to 0, ordem ≥ 0, an
 * empty limit is unlimited, a benefit is added on Enter (or 'Adicionar') when not blank. Closes on success.
 */
export function PlanFormDialog({ plano, isOpen, onOpenChange }: PlanFormDialogProps) {
  return (
    <Modal size="md" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={plano ? 'Editar plano' : 'Novo plano'}>
        {({ close }) => <PlanForm plano={plano} onDone={close} />}
      </Dialog>
    </Modal>
  );
}

function PlanForm({ plano, onDone }: { plano: Plano | null; onDone: () => void }) {
  const create = useCreatePlano();
  const update = useUpdatePlano();
  const [nome, setNome] = useState(plano?.nome ?? '');
  const [descricao, setDescricao] = useState(plano?.descricao ?? '');
  const [valor, setValor] = useState(plano ? Number(plano.valor) : Number.NaN);
  const [limite, setLimite] = useState(plano && plano.limite > 0 ? plano.limite : Number.NaN);
  const [ordem, setOrdem] = useState(plano?.ordem ?? 0);
  const [beneficios, setBeneficios] = useState<string[]>(plano?.beneficios ?? []);
  const [beneficio, setBeneficio] = useState('');
  const [cor, setCor] = useState(plano?.cor || 'bg-gray-500');
  const [popular, setPopular] = useState(plano?.popular ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = create.isMutating || update.isMutating;

  const addBenefit = () => {
    const text = beneficio.trim();
    if (!text) return;
    setBeneficios((list) => [...list, text]);
    setBeneficio('');
  };
  const onBenefitKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addBenefit();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!nome.trim()) {
      setErrors({ nome: 'Nome é obrigatório' });
      return;
    }
    const body: PlanoInput = {
      nome: nome.trim(),
      descricao: descricao.trim(),
      valor: Number.isFinite(valor) ? valor : 0,
      limite: Number.isFinite(limite) ? limite : 0,
      ordem: Number.isFinite(ordem) ? Math.max(0, ordem) : 0,
      beneficios,
      cor,
      popular,
    };
    try {
      if (plano) await update.trigger({ path: { id: plano.id }, body });
      else await create.trigger({ body });
      onDone();
    } catch {
      // The toast said why; the dialog stays open with what was typed.
    }
  };

  return (
    <Form
      onSubmit={submit}
      validationBehavior="aria"
      validationErrors={errors}
      aria-label="Dados do plano"
      className={styles.form}
    >
      <TextField
        label="Nome"
        name="nome"
        isRequired
        maxLength={100}
        value={nome}
        onChange={(v) => {
          setNome(v);
          setErrors({});
        }}
        autoFocus
      />
      <TextArea
        label="Descrição"
        name="descricao"
        maxLength={1000}
        value={descricao}
        onChange={setDescricao}
      />
      <div className={styles.fieldRow}>
        <NumberField
          label="Valor (R$/mês)"
          name="valor"
          minValue={0}
          value={valor}
          onChange={setValor}
          formatOptions={{ style: 'currency', currency: 'BRL' }}
          placeholder="R$ 0,00"
        />
        <NumberField
          label="Limite mensal"
          name="limite"
          minValue={0}
          value={limite}
          onChange={setLimite}
          description="Vazio ou 0: ilimitado."
          placeholder="Ilimitado"
        />
        <NumberField label="Ordem" name="ordem" minValue={0} value={ordem} onChange={setOrdem} />
      </div>
      <div className={styles.benefitAdd}>
        <TextField
          label="Benefícios"
          placeholder="Digite um benefício e pressione Enter"
          value={beneficio}
          onChange={setBeneficio}
          onKeyDown={onBenefitKey}
          maxLength={200}
          className={styles.grow}
        />
        <Button variant="outline" onPress={addBenefit} isDisabled={!beneficio.trim()}>
          <PlusIcon aria-hidden="true" />
          Adicionar
        </Button>
      </div>
      {beneficios.length > 0 ? (
        <ul className={styles.benefitList} aria-label="Benefícios do plano">
          {beneficios.map((b, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: benefits are plain strings that may repeat
            <li key={`${i}-${b}`} className={styles.benefitItem}>
              <span>{b}</span>
              <Button
                variant="ghost"
                size="sm"
                isIconOnly
                aria-label={`Remover benefício: ${b}`}
                onPress={() => setBeneficios((list) => list.filter((_, j) => j !== i))}
              >
                <XIcon />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.fieldRow}>
        <Select
          label="Cor"
          value={cor}
          onChange={(k) => setCor(String(k))}
          items={COLORS.some((c) => c.id === cor) ? COLORS : [...COLORS, { id: cor, label: cor }]}
        >
          {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
        </Select>
        <Switch isSelected={popular} onChange={setPopular}>
          Mais popular
        </Switch>
      </div>
      <DialogFooter>
        <Button variant="outline" onPress={onDone} isDisabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" isPending={busy}>
          {plano ? 'Salvar alterações' : 'Criar plano'}
        </Button>
      </DialogFooter>
    </Form>
  );
}
