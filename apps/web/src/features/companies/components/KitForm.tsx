import type { Kit, TipoCertidao } from '@certidao/api-client';
import { ORIGINAL_CODES, sortCertificateCodes } from '@certidao/domain';
import { Button, Dialog, DialogFooter, Modal, Switch, TextArea, TextField } from '@certidao/ui';
import { useState } from 'react';
import { CertificateChecklist } from '../../../lib/CertificateChecklist.tsx';
import { FormFrame } from '../../../lib/FormFrame.tsx';
import { serverMessage } from '../../../lib/swr.ts';
import { type FormErrors, useFormState } from '../../../lib/useFormState.ts';
import { useAtualizarKit, useCriarKit } from '../api.ts';
import * as styles from './companies.css.ts';

type KitValues = { nome: string; codigo: string; descricao: string; tiposCertidao: string[] };

const CODE = /^[a-z0-9][a-z0-9-]*$/;

function check(v: KitValues): FormErrors<KitValues> {
  const errors: FormErrors<KitValues> = {};
  if (!v.nome.trim()) errors.nome = 'Informe o nome do kit.';
  const codigo = v.codigo.trim();
  if (codigo && !CODE.test(codigo))
    errors.codigo = 'Use letras minúsculas, números e hífens, começando por letra ou número.';
  if (v.tiposCertidao.length === 0) errors.tiposCertidao = 'Selecione pelo menos uma certidão.';
  return errors;
}

/**
 * 'Novo kit' / 'Editar kit': name, optional code (derived from the name by the server), description, types (the
 * first catalogue's listed, any other added from the catalogue's picker) and whether they adapt to the place.
 */
export function KitDialog({ kit, isOpen, onClose }: { kit?: Kit; isOpen: boolean; onClose: () => void }) {
  const create = useCriarKit();
  const update = useAtualizarKit();
  const busy = create.isMutating || update.isMutating;
  const initial: KitValues = {
    nome: kit?.nome ?? '',
    codigo: kit?.codigo ?? '',
    descricao: kit?.descricao ?? '',
    tiposCertidao: [...(kit?.tiposCertidao ?? [])],
  };
  const [porLocal, setPorLocal] = useState(kit?.porLocal ?? false);
  const { values, set, errors, setErrors, rootRef, handleSubmit } = useFormState(initial, check);
  const submit = handleSubmit(async (v) => {
    // The catalogue's order, as the server keeps it.
    const tiposCertidao = sortCertificateCodes(v.tiposCertidao) as TipoCertidao[];
    const body = {
      nome: v.nome.trim(),
      descricao: v.descricao.trim(),
      tiposCertidao,
      porLocal,
      ...(v.codigo.trim() ? { codigo: v.codigo.trim() } : {}),
    };
    try {
      if (kit) await update.trigger({ path: { id: kit.id }, body });
      else await create.trigger({ body });
      onClose();
    } catch (error) {
      const message = serverMessage(error, 'Erro ao salvar o kit.');
      setErrors(/código/i.test(message) ? { codigo: message } : { nome: message });
    }
  });
  const title = kit ? 'Editar kit' : 'Novo kit';
  return (
    <Modal size="lg" isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog title={title}>
        <FormFrame label={title} className={styles.form} rootRef={rootRef} errors={errors} submit={submit}>
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
              label="Código"
              name="codigo"
              description="Usado na planilha e na CLI. Vazio: gerado a partir do nome."
              maxLength={40}
              value={values.codigo}
              onChange={set('codigo')}
              isDisabled={busy}
            />
          </div>
          <TextArea
            label="Descrição"
            name="descricao"
            maxLength={500}
            value={values.descricao}
            onChange={set('descricao')}
            isDisabled={busy}
          />
          <CertificateChecklist
            label="Certidões do kit"
            name="tiposCertidao"
            base={ORIGINAL_CODES}
            value={values.tiposCertidao}
            onChange={set('tiposCertidao')}
            isRequired
            errorMessage={errors.tiposCertidao}
            isDisabled={busy}
          />
          <Switch isSelected={porLocal} onChange={setPorLocal} isDisabled={busy}>
            Adaptar ao local da parte
          </Switch>
          <p className={styles.hint}>
            Ligado: cada certidão vale pelo seu tipo no local da parte e do imóvel (o TJSP vira o TJMG para
            uma parte de Belo Horizonte). Desligado: as certidões exatamente como escolhidas.
          </p>
          <DialogFooter>
            <Button variant="outline" onPress={onClose} isDisabled={busy}>
              Cancelar
            </Button>
            <Button type="submit" isPending={busy}>
              {kit ? 'Salvar kit' : 'Criar kit'}
            </Button>
          </DialogFooter>
        </FormFrame>
      </Dialog>
    </Modal>
  );
}
