import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without type declarations
import { contentProblems, isTitleCase } from './check-content.mjs';

type Problem = { id: string; text: string };
const ids = (source: string, file = 'Screen.tsx') =>
  contentProblems(file, source).map((p: Problem) => `${p.id}:${p.text}`);

describe('contentProblems', () => {
  it('catches "email" in UI text, attributes and messages, not in code', () => {
    expect(
      ids(
        [
          'export const A = () => <TextField label="Email" type="email" name="email" autoComplete="email" />;',
          'export const B = () => <th>Email</th>;',
          "export const msg = 'Digite um email válido';",
          "export const ok = [user.email, 'emailCobranca', 'voce@email.com.br', 'Digite um e-mail válido'];",
        ].join('\n'),
      ),
    ).toEqual(['email:Email', 'email:Email', 'email:Digite um email válido']);
  });

  it('catches ALL CAPS words, not acronyms, codes or formats', () => {
    expect(
      ids(
        [
          'export const A = () => <Button>ASSINAR AGORA</Button>;',
          'export const B = () => <a href="/login">ENTRAR</a>;',
          "export const ok = ['Certidão do TJSP em PDF', 'CPF ou CNPJ', 'validade MM/AA', '00020126BR5913CERTIDAO AGIL'];",
        ].join('\n'),
      ),
    ).toEqual(['caps:ASSINAR AGORA', 'caps:ENTRAR']);
  });

  it('catches Title Case headings and actions, not names or data', () => {
    expect(
      ids(
        [
          'export const A = () => <h1>Nova Solicitação</h1>;',
          'export const B = () => <PageHeader title="Histórico de Pagamentos" />;',
          'export const C = () => <Button>Tentar Novamente</Button>;',
          'export const ok1 = () => <h2>Bem-vindo à Certidão Ágil</h2>;',
          'export const ok2 = () => <Button>Conversar pelo WhatsApp</Button>;',
          "export const ok3 = { nome: 'Imobiliária Santos Ltda', cidade: 'Belo Horizonte' };",
          'export const ok4 = () => <h1>Nova solicitação</h1>;',
        ].join('\n'),
      ),
    ).toEqual([
      'title-case:Nova Solicitação',
      'title-case:Histórico de Pagamentos',
      'title-case:Tentar Novamente',
    ]);
  });

  it('catches "(s)" plurals and "+2 mais"', () => {
    expect(
      ids(
        [
          'export const A = ({ n }: { n: number }) => <p>{n} selecionada(s)</p>;',
          "export const more = '+2 mais benefícios';",
          "export const ok = ['mais 2 benefícios', '2 linhas selecionadas'];",
        ].join('\n'),
      ),
    ).toEqual(['plural-s:selecionada(s)', 'plus-more:+2 mais benefícios']);
  });

  it('finds the web app and the design system following the guide', { timeout: 60_000 }, async () => {
    const { execFileSync } = await import('node:child_process');
    expect(execFileSync('node', ['scripts/check-content.mjs'], { encoding: 'utf8' })).toContain(
      'follow the pt-BR content guide',
    );
  });
});

describe('isTitleCase', () => {
  it('tells Title Case from sentence case', () => {
    expect(isTitleCase('Solicitações Recentes')).toBe(true);
    expect(isTitleCase('Solicitações recentes')).toBe(false);
    expect(isTitleCase('Área do Usuário')).toBe(false);
    expect(isTitleCase('CPF ou CNPJ')).toBe(false);
  });
});
