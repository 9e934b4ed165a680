import { Button, formLayout } from '@certidao/ui';
import { CompanyDataFields } from '../../../lib/CompanyDataFields.tsx';
import {
  type CompanyDataValues,
  companyDataBody,
  companyFieldOf,
  validateCompanyData,
} from '../../../lib/companyData.ts';
import { FormFrame } from '../../../lib/FormFrame.tsx';
import { serverMessage } from '../../../lib/swr.ts';
import { useFormState } from '../../../lib/useFormState.ts';
import * as styles from './companies.css.ts';

type Body = ReturnType<typeof companyDataBody>;

/**
 * Razão social, nome fantasia, CNPJ (check digits by the domain's rule) and the billing address (optional as
 * a whole): the 'Criar empresa' form and the company's data on 'Empresa'. A refusal that names a field marks it.
 */
export function CompanyDataForm({
  initial,
  label,
  submitLabel,
  save,
  isSaving,
}: {
  initial: CompanyDataValues;
  label: string;
  submitLabel: string;
  /** Sends the body; rejects with the server's error. */
  save: (body: Body) => Promise<unknown>;
  isSaving: boolean;
}) {
  const { values, set, errors, setErrors, focus, rootRef, handleSubmit } = useFormState(
    initial,
    validateCompanyData,
  );
  const submit = handleSubmit(async (v) => {
    if (isSaving) return;
    try {
      await save(companyDataBody(v));
    } catch (error) {
      const message = serverMessage(error, '');
      const field = companyFieldOf(message);
      if (field) {
        setErrors({ [field]: message });
        focus(field, true);
      }
    }
  });
  return (
    <FormFrame label={label} className={styles.form} rootRef={rootRef} errors={errors} submit={submit}>
      <CompanyDataFields values={values} onChange={set} isDisabled={isSaving} />
      <div className={formLayout.actions}>
        <Button type="submit" isPending={isSaving}>
          {submitLabel}
        </Button>
      </div>
    </FormFrame>
  );
}
