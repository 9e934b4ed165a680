// What the design system's visual run pictures besides every story in light at 1024 px (read by
// scripts/test-storybook.mjs, which hands it to .storybook/test-runner.ts).

/** The phone width of the narrow pictures (`<story-id>.w390.png`): a common phone's viewport. */
export const NARROW_WIDTH = 390;
export const NARROW_HEIGHT = 844;

/**
 * The stories also pictured at NARROW_WIDTH, light theme only (colours do not change with the width). Only
 * what lays out differently on a phone is here: tables (they scroll, with a pinned first column), cards and
 * grids of cards (they stack, their chips and actions wrap), page-level layouts (shell, header, tabs,
 * pagination, stepper, page patterns: the sidebar becomes a drawer) and overlays (dialogs take the full width
 * or become sheets). Fields, buttons, badges and other controls keep their size at any width: their 1024 px
 * picture is enough. One story per component unless another state lays out differently (the table's
 * selection column). Story ids with accents folded; the run fails when one no longer exists.
 */
export const NARROW_STORIES = [
  'conteudo-table--default',
  'conteudo-table--row-selection',
  'conteudo-statcard--grid',
  'conteudo-card--with-actions-and-footer',
  'conteudo-plancard--popular',
  'conteudo-pageheader--several-actions',
  'navegacao-adminshell--default',
  'navegacao-tabs--default',
  'navegacao-topbar--admin',
  'navegacao-pagination--default',
  'navegacao-stepper--default',
  'feedback-emptystate--with-action',
  'feedback-fullpagemessage--not-found',
  'sobreposicoes-dialog--with-form',
  'sobreposicoes-alertdialog--destructive',
  'sobreposicoes-modal--default',
  'campos-cardform--filled',
  'padroes-shell-administrativo--admin',
  'padroes-dashboard--with-data',
  'padroes-formulario-de-nova-solicitacao--person',
  'padroes-planos--grid',
];

/**
 * The strictness probe: in every run that includes this component, each of its stories is pictured again
 * with 1 px more corner radius, then with 1 px more start padding, on every element `selector` matches (a
 * scratch copy of the component's styles, applied in the page), and each such picture must fail the
 * comparison with the story's baseline (light, and dark and forced colours for the default story). A story
 * the edit leaves pixel-identical (nothing matched is visible) is reported, not failed; an edit that changes
 * no story fails the probe.
 */
export const PROBE = {
  component: 'acoes-button',
  selector: '#storybook-root button',
  edits: ['radius', 'padding'],
};
