import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Form, type FormProps } from '../Form';

export interface StoryFormProps extends Omit<FormProps, 'onSubmit' | 'children'> {
  /** Receives the submitted form data as an object (only called when every field is valid). */
  onValues: (values: Record<string, FormDataEntryValue>) => void;
  /** Text of the submit button. */
  submitLabel?: string;
  children: ReactNode;
}

/**
 * For stories only (never exported from the package): a `Form` with a submit button that hands the
 * submitted values to a spy, so play functions can assert what a field sends.
 */
export function StoryForm({ onValues, submitLabel = 'Enviar', children, ...props }: StoryFormProps) {
  return (
    <Form
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        onValues(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      {children}
      <Button type="submit">{submitLabel}</Button>
    </Form>
  );
}
