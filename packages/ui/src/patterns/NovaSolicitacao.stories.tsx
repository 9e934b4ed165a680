import { isoDateToBr, normalizeCnpj } from '@certidao/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { CnpjField } from '../CnpjField';
import { CpfField } from '../CpfField';
import { DateField } from '../DateField';
import { Form } from '../Form';
import { Radio, RadioGroup } from '../RadioGroup';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import * as styles from './forms.css';

type PersonType = 'fisica' | 'juridica';

/** What the request form hands to the API. */
interface NewRequestPayload {
  observacao: string;
  dadosGerais: { tipoPessoa: PersonType; nomeCompleto: string };
  dadosCertidao: { nome: string; cpf?: string; rg?: string; dataNascimento?: string; cnpj?: string };
}

const createRequest = fn().mockName('createRequest');

/** Picks the fixed message for a missing value; other errors (format) keep their own text. */
const requiredMessage =
  (message: string) =>
  ({
    validationDetails,
    validationErrors,
  }: {
    validationDetails: ValidityState;
    validationErrors: string[];
  }) =>
    validationDetails.valueMissing ? message : validationErrors.join(' ') || message;

/**
 * The new-request form of /admin/solicitacoes: person type, full name,
 * CPF, RG and birth date for a person, CNPJ for a company, and an observation. One submission
 * bundles the 10 certificate types; it is blocked while one is in progress.
 */
function NewRequestForm({
  onCreate,
  defaultPersonType = 'fisica',
}: {
  onCreate: (payload: NewRequestPayload) => void;
  defaultPersonType?: PersonType;
}) {
  const [personType, setPersonType] = useState<PersonType>(defaultPersonType);
  const [isSubmitting, setSubmitting] = useState(false);
  const isPerson = personType === 'fisica';

  return (
    <Card title="Nova solicitação" titleLevel={2} className={styles.formCard}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
          const nome = (data.nomeCompleto ?? '').trim();
          setSubmitting(true);
          onCreate({
            observacao: data.observacao ?? '',
            dadosGerais: { tipoPessoa: personType, nomeCompleto: nome },
            dadosCertidao: isPerson
              ? {
                  nome,
                  cpf: data.cpf,
                  rg: data.rg || undefined,
                  dataNascimento: isoDateToBr(data.dataNascimento) ?? undefined,
                }
              : { nome, cnpj: normalizeCnpj(data.cnpj) },
          });
        }}
      >
        <RadioGroup
          label="Tipo de pessoa"
          name="tipoPessoa"
          orientation="horizontal"
          value={personType}
          onChange={(value) => setPersonType(value as PersonType)}
          isDisabled={isSubmitting}
        >
          <Radio value="fisica">Pessoa física</Radio>
          <Radio value="juridica">Pessoa jurídica</Radio>
        </RadioGroup>
        <TextField
          label={isPerson ? 'Nome completo' : 'Razão social'}
          name="nomeCompleto"
          autoComplete={isPerson ? 'name' : 'organization'}
          isRequired
          isDisabled={isSubmitting}
          errorMessage={isPerson ? 'Nome completo é obrigatório.' : 'Razão social é obrigatória.'}
        />
        {isPerson ? (
          <>
            <div className={styles.fieldRow}>
              <CpfField
                name="cpf"
                isRequired
                isDisabled={isSubmitting}
                errorMessage={requiredMessage('CPF é obrigatório para pessoa física.')}
              />
              <TextField label="RG" name="rg" isDisabled={isSubmitting} />
            </div>
            <div className={styles.fieldRow}>
              <DateField
                label="Data de nascimento"
                name="dataNascimento"
                maxValue="2026-11-22"
                isRequired
                isDisabled={isSubmitting}
                errorMessage={requiredMessage('Data de nascimento é obrigatória para pessoa física.')}
              />
            </div>
          </>
        ) : (
          <div className={styles.fieldRow}>
            <CnpjField
              name="cnpj"
              isRequired
              isDisabled={isSubmitting}
              errorMessage={requiredMessage('CNPJ é obrigatório para pessoa jurídica.')}
            />
          </div>
        )}
        <TextArea
          label="Observação"
          name="observacao"
          maxLength={500}
          showCount
          description="Aparece nos detalhes da solicitação."
          isDisabled={isSubmitting}
        />
        <div className={styles.actions}>
          <Button type="reset" variant="outline" isDisabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" isPending={isSubmitting}>
            {isSubmitting ? 'Enviando...' : 'Criar solicitação'}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

const meta = {
  title: 'Padrões/Formulário de nova solicitação',
  component: NewRequestForm,
  args: { onCreate: createRequest },
  argTypes: { onCreate: { table: { disable: true } } },
  beforeEach: () => {
    createRequest.mockClear();
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'O formulário de nova solicitação montado com os campos do sistema: tipo de pessoa, ' +
          'nome completo, CPF, RG e data de nascimento para pessoa física, CNPJ para pessoa jurídica e ' +
          'observação. O CPF vai formatado, o CNPJ só com dígitos e a data como dd/mm/aaaa.',
      },
    },
  },
} satisfies Meta<typeof NewRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nova solicitação para pessoa física. */
export const Person: Story = {
  name: 'Pessoa física',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Criar solicitação' });

    // Empty: the required-field messages, nothing sent, focus on the first invalid field.
    await userEvent.click(submit);
    await expect(createRequest).not.toHaveBeenCalled();
    await expect(canvas.getByText('Nome completo é obrigatório.')).toBeVisible();
    await expect(canvas.getByText('CPF é obrigatório para pessoa física.')).toBeVisible();
    await expect(canvas.getByText('Data de nascimento é obrigatória para pessoa física.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Nome completo/ })).toHaveFocus();

    await userEvent.keyboard('Maria Aparecida da Silva');
    const cpf = canvas.getByRole('textbox', { name: /^CPF/ });
    await userEvent.type(cpf, '52998224725');
    await expect(cpf).toHaveValue('529.982.247-25');
    await userEvent.type(canvas.getByRole('textbox', { name: 'RG' }), '12.345.678-9');
    await userEvent.click(canvas.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('15031985');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Observação' }),
      'Certidões para o processo de inventário.',
    );
    // Enter in a text field submits. (Submitting from the focused button would make React Aria
    // announce its pending state, and that live-region entry outlives this story.)
    await userEvent.click(canvas.getByRole('textbox', { name: 'RG' }));
    await userEvent.keyboard('{Enter}');

    await expect(createRequest).toHaveBeenCalledWith({
      observacao: 'Certidões para o processo de inventário.',
      dadosGerais: { tipoPessoa: 'fisica', nomeCompleto: 'Maria Aparecida da Silva' },
      dadosCertidao: {
        nome: 'Maria Aparecida da Silva',
        cpf: '529.982.247-25',
        rg: '12.345.678-9',
        dataNascimento: '15/03/1985',
      },
    });
    // Blocked while the request is being created.
    const pending = canvas.getByRole('button', { name: /Enviando\.\.\./ });
    await expect(pending).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: /^Nome completo/ })).toBeDisabled();
    await userEvent.unhover(pending);
  },
};

/** Nova solicitação para pessoa jurídica. */
export const Company: Story = {
  name: 'Pessoa jurídica',
  args: { defaultPersonType: 'juridica' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Keyboard: Tab enters the radio group at the chosen option.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Pessoa jurídica' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Pessoa jurídica' })).toBeChecked();
    // A company has a CNPJ instead of the person fields.
    await expect(canvas.queryByRole('textbox', { name: /^CPF/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: 'RG' })).not.toBeInTheDocument();
    const cnpj = canvas.getByRole('textbox', { name: /^CNPJ/ });

    const submit = canvas.getByRole('button', { name: 'Criar solicitação' });
    await userEvent.type(canvas.getByRole('textbox', { name: /^Razão social/ }), 'Imobiliária Exemplo Ltda');
    await userEvent.click(submit);
    await expect(createRequest).not.toHaveBeenCalled();
    await expect(cnpj).toHaveAccessibleDescription('CNPJ é obrigatório para pessoa jurídica.');

    await userEvent.type(cnpj, '11222333000182');
    await userEvent.click(submit);
    await expect(cnpj).toHaveAccessibleDescription('Digite um CNPJ válido');
    await userEvent.type(cnpj, '{Backspace}1');
    await expect(cnpj).toHaveValue('11.222.333/0001-81');
    // Enter in a field submits too (focus stays in the field, so no pending announcement).
    await userEvent.keyboard('{Enter}');

    // The CNPJ is sent as digits only; no RG for a company.
    await expect(createRequest).toHaveBeenCalledWith({
      observacao: '',
      dadosGerais: { tipoPessoa: 'juridica', nomeCompleto: 'Imobiliária Exemplo Ltda' },
      dadosCertidao: { nome: 'Imobiliária Exemplo Ltda', cnpj: '11222333000181' },
    });
    await userEvent.unhover(canvas.getByRole('button', { name: /Enviando\.\.\./ }));
  },
};
