import { formLayout } from '@certidao/ui';

/** The back office's form layout (packages/ui). */
export const { fieldRow, actions } = formLayout;
