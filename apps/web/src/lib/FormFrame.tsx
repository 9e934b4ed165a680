import { Form } from '@certidao/ui';
import type { ComponentProps, FormEvent, ReactNode, RefObject } from 'react';

export type FormFrameErrors = ComponentProps<typeof Form>['validationErrors'];

/**
 * A `useFormState` form: the wrapper its `rootRef` finds the fields in, and the form that shows the field
 * messages the way the app validates (on submit, announced through aria).
 */
export function FormFrame({
  label,
  className,
  rootRef,
  errors,
  submit,
  formKey,
  children,
}: {
  label: string;
  className?: string;
  rootRef: RefObject<HTMLDivElement | null>;
  errors: FormFrameErrors;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /** `useFormState`'s `formKey`: a reset mounts the form anew. */
  formKey?: number;
  children: ReactNode;
}) {
  return (
    <div ref={rootRef}>
      <Form
        key={formKey}
        onSubmit={submit}
        validationBehavior="aria"
        validationErrors={errors}
        aria-label={label}
        className={className}
      >
        {children}
      </Form>
    </div>
  );
}
