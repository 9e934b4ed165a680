import { formLayout } from '@certidao/ui';

/** The back office's form layout (packages/ui). */
export const { form, fieldRow } = formLayout;
export const actions = formLayout.actions;
