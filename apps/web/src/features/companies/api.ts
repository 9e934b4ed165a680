import type { ListarEmpresasArgs, ObterRelatorioUsoEmpresaArgs } from '@certidao/api-client';
import { serverMessage, useOperation, useOperationMutation } from '../../lib/swr.ts';

/** What a change to the company touches: the company itself (seats, settings) and the menus that read it. */
const COMPANY = ['obterMinhaEmpresa'] as const;
const MEMBERS = ['listarMembrosEmpresa', 'obterMinhaEmpresa'] as const;
const INVITATIONS = ['listarConvitesEmpresa', 'obterMinhaEmpresa'] as const;

/** POST /empresa: the form shows a refusal itself (a CNPJ already used marks the field). */
export function useCriarEmpresa() {
  return useOperationMutation('criarEmpresa', {
    invalidates: COMPANY,
    successMessage: 'Empresa criada. Agora você é o gestor dela.',
  });
}

export function useAtualizarEmpresa(successMessage = 'Dados da empresa salvos.') {
  return useOperationMutation('atualizarEmpresa', {
    invalidates: COMPANY,
    successMessage,
    errorMessage: (error) => serverMessage(error, 'Erro ao salvar os dados da empresa.'),
  });
}

export function useMembrosEmpresa() {
  return useOperation('listarMembrosEmpresa', undefined);
}

export function useAlterarPapelMembro() {
  return useOperationMutation('alterarPapelMembro', {
    invalidates: MEMBERS,
    successMessage: 'Papel do membro alterado.',
    errorMessage: (error) => serverMessage(error, 'Erro ao alterar o papel do membro.'),
  });
}

/**
 * A removal changes the members, the seats, the invitations (theirs now reads 'Não é mais membro') and the
 * requests' 'Pedido por' filter.
 */
export function useRemoverMembro() {
  return useOperationMutation('removerMembroEmpresa', {
    invalidates: [...MEMBERS, 'listarConvitesEmpresa'],
    successMessage: 'Membro removido da empresa.',
    errorMessage: (error) => serverMessage(error, 'Erro ao remover o membro.'),
  });
}

export function useConvitesEmpresa() {
  return useOperation('listarConvitesEmpresa', {});
}

/** POST /empresa/convites: the dialog shows a refusal (seats full, already a member) itself. */
export function useCriarConvite() {
  return useOperationMutation('criarConviteEmpresa', {
    invalidates: INVITATIONS,
    successMessage: 'Convite enviado por e-mail.',
  });
}

export function useRevogarConvite() {
  return useOperationMutation('revogarConviteEmpresa', {
    invalidates: INVITATIONS,
    successMessage: 'Convite revogado.',
    errorMessage: (error) => serverMessage(error, 'Erro ao revogar o convite.'),
  });
}

export function useReenviarConvite() {
  return useOperationMutation('reenviarConviteEmpresa', {
    invalidates: INVITATIONS,
    successMessage: 'Convite reenviado com um novo link.',
    errorMessage: (error) => serverMessage(error, 'Erro ao reenviar o convite.'),
  });
}

/** The invitation behind a link (public). */
export function useConvite(token: string) {
  return useOperation('obterConvite', { path: { token } }, { shouldRetryOnError: false });
}

export function useAceitarConvite() {
  return useOperationMutation('aceitarConvite', { invalidates: COMPANY });
}

/** What one more seat costs now and at each renewal (`previaAssentoExtra`), asked when the dialog opens. */
export function usePreviaAssento() {
  return useOperation('previaAssentoExtra', undefined, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/** The company's plan (its holder's subscription): whether it renews, for the seat's price. */
export function usePlanoDaEmpresa() {
  return useOperation('obterPlanoUsuario', undefined);
}

/** POST /users/me/plano/assentos: the seat is usable at once; the dialog shows the server's refusal itself. */
export function useComprarAssento() {
  return useOperationMutation('comprarAssentoExtra', {
    invalidates: ['obterMinhaEmpresa', 'previaAssentoExtra', 'obterPlanoUsuario', 'buscarPagamentosUsuario'],
  });
}

/** The product's kits, then the company's. */
export function useKits() {
  return useOperation('listarKits', undefined);
}

const KITS = ['listarKits'] as const;

export function useCriarKit() {
  return useOperationMutation('criarKit', { invalidates: KITS, successMessage: 'Kit criado.' });
}

export function useAtualizarKit() {
  return useOperationMutation('atualizarKit', { invalidates: KITS, successMessage: 'Kit salvo.' });
}

export function useRemoverKit() {
  return useOperationMutation('removerKit', {
    invalidates: KITS,
    successMessage: 'Kit excluído.',
    errorMessage: (error) => serverMessage(error, 'Erro ao excluir o kit.'),
  });
}

const CENTRES = ['listarCentrosCusto'] as const;
/** A renamed cost centre shows its new name in the requests and the report already on screen. */
const CENTRE_AND_ITS_REQUESTS = [
  'listarCentrosCusto',
  'getSolicitacoes',
  'getSolicitacao',
  'obterRelatorioUsoEmpresa',
] as const;

export function useCentrosCusto() {
  return useOperation('listarCentrosCusto', undefined);
}

export function useCriarCentroCusto() {
  return useOperationMutation('criarCentroCusto', {
    invalidates: CENTRES,
    successMessage: 'Centro de custo criado.',
  });
}

export function useAtualizarCentroCusto(successMessage = 'Centro de custo salvo.') {
  return useOperationMutation('atualizarCentroCusto', {
    invalidates: CENTRE_AND_ITS_REQUESTS,
    successMessage,
    errorMessage: (error) => serverMessage(error, 'Erro ao salvar o centro de custo.'),
  });
}

export function useRemoverCentroCusto() {
  return useOperationMutation('removerCentroCusto', {
    invalidates: CENTRES,
    successMessage: 'Centro de custo excluído.',
    errorMessage: (error) => serverMessage(error, 'Erro ao excluir o centro de custo.'),
  });
}

export type PeriodoRelatorio = NonNullable<ObterRelatorioUsoEmpresaArgs['query']>;

export function useRelatorioUso(query: PeriodoRelatorio) {
  return useOperation('obterRelatorioUsoEmpresa', { query }, { keepPreviousData: true });
}

/** The monthly statement's preview (`obterExtratoMensalEmpresa`), kept on screen while another month loads. */
export function useExtratoMensal(mes: string, centroCustoId: string | null) {
  return useOperation(
    'obterExtratoMensalEmpresa',
    { path: { mes }, query: centroCustoId ? { centroCustoId } : {} },
    { keepPreviousData: true },
  );
}

// ───────── Back office (staff) ─────────

/** Companies list page size (the back office's lists show 10 rows a page). */
export const STAFF_PAGE_SIZE = 10;

export type EmpresasQuery = NonNullable<ListarEmpresasArgs['query']>;

/** What a staff change to a company touches: the list and the company's page. */
const STAFF_VIEWS = ['listarEmpresas', 'obterEmpresaStaff'] as const;

export function useEmpresas(query: EmpresasQuery) {
  return useOperation('listarEmpresas', { query }, { keepPreviousData: true });
}

/** A company as staff see it: data, members, pending invitations, the holder's quota, this month's usage. */
export function useEmpresaStaff(id: string) {
  return useOperation('obterEmpresaStaff', { path: { id } }, { shouldRetryOnError: false });
}

/** PATCH /empresas/{id} (admin): the data form marks a refusal that names a field; settings toast it. */
export function useAtualizarEmpresaStaff(successMessage = 'Dados da empresa salvos.') {
  return useOperationMutation('atualizarEmpresaStaff', {
    invalidates: STAFF_VIEWS,
    successMessage,
    errorMessage: (error) => serverMessage(error, 'Erro ao salvar os dados da empresa.'),
  });
}

export function useRemoverMembroStaff() {
  return useOperationMutation('removerMembroEmpresaStaff', {
    invalidates: STAFF_VIEWS,
    successMessage: 'Membro removido da empresa.',
    errorMessage: (error) => serverMessage(error, 'Erro ao remover o membro.'),
  });
}
