import { type ReactNode, useState } from 'react';
import { Button } from '../Button';
import { Switch } from '../Switch';
import { vars } from '../theme/contract.css';
import { darkTheme, lightTheme } from '../theme/theme.css';
import { lightTokens } from '../theme/tokens';
import { foundations as styles } from './foundations.css';

/**
 * Building blocks of the Fundamentos pages (Tipografia, Espaçamento e layout, Elevação, Movimento): each
 * example is shown twice, in the light and in the dark theme, so a designer sees both at once whatever the
 * toolbar shows.
 */

/** The same example in both themes, side by side. */
export function ThemePair({ children }: { children: ReactNode }) {
  return (
    <div className={styles.pair}>
      {[
        { name: 'Tema claro', className: lightTheme },
        { name: 'Tema escuro', className: darkTheme },
      ].map((theme) => (
        <div key={theme.name} className={`${theme.className} ${styles.themed}`}>
          <span className={styles.themeName}>{theme.name}</span>
          {children}
        </div>
      ))}
    </div>
  );
}

type Size = keyof typeof lightTokens.font.size;
type Weight = keyof typeof lightTokens.font.weight;
type LineHeight = keyof typeof lightTokens.font.lineHeight;

/** The type roles: which size, weight and line height each kind of text uses, and where. */
export const TYPE_ROLES: Array<{
  role: string;
  use: string;
  size: Size;
  weight: Weight;
  lineHeight: LineHeight;
  sample: string;
  muted?: boolean;
  mono?: boolean;
}> = [
  {
    role: 'Número de destaque',
    use: 'O valor de um StatCard',
    size: '3xl',
    weight: 'bold',
    lineHeight: 'tight',
    sample: '1.234',
  },
  {
    role: 'Título de página',
    use: 'O h1 do PageHeader (xl no celular)',
    size: '2xl',
    weight: 'bold',
    lineHeight: 'tight',
    sample: 'Solicitações',
  },
  {
    role: 'Título de diálogo',
    use: 'O h2 de Dialog e AlertDialog',
    size: 'xl',
    weight: 'semibold',
    lineHeight: 'snug',
    sample: 'Adicionar usuário',
  },
  {
    role: 'Título de seção',
    use: 'Título de Card e de EmptyState',
    size: 'lg',
    weight: 'semibold',
    lineHeight: 'snug',
    sample: 'Certidões recentes',
  },
  {
    role: 'Texto',
    use: 'Parágrafos e o valor dos campos',
    size: 'md',
    weight: 'regular',
    lineHeight: 'normal',
    sample: 'Sua certidão fica pronta em até 2 dias úteis.',
  },
  {
    role: 'Texto de interface',
    use: 'Botões, células de tabela, itens de menu',
    size: 'sm',
    weight: 'regular',
    lineHeight: 'snug',
    sample: 'Certidão de ônus reais',
  },
  {
    role: 'Rótulo',
    use: 'Rótulos de campos e de StatCard',
    size: 'sm',
    weight: 'medium',
    lineHeight: 'snug',
    sample: 'Razão social',
  },
  {
    role: 'Apoio',
    use: 'Descrições, ajuda dos campos, subtítulos',
    size: 'sm',
    weight: 'regular',
    lineHeight: 'normal',
    sample: 'Use o e-mail da empresa.',
    muted: true,
  },
  {
    role: 'Cabeçalho de tabela e selo',
    use: 'Colunas de Table, Badge pequeno',
    size: 'xs',
    weight: 'semibold',
    lineHeight: 'tight',
    sample: 'Status',
  },
  {
    role: 'Dado técnico',
    use: 'Protocolos, códigos PIX, chaves de API',
    size: 'sm',
    weight: 'regular',
    lineHeight: 'snug',
    sample: 'SOL-2026-000123',
    mono: true,
  },
];

export function TypeRoles() {
  return (
    <ThemePair>
      {TYPE_ROLES.map((r) => (
        <div key={r.role} className={styles.role}>
          <p
            className={styles.sample}
            style={{
              fontSize: vars.font.size[r.size],
              fontWeight: vars.font.weight[r.weight],
              lineHeight: vars.font.lineHeight[r.lineHeight],
              color: r.muted ? vars.color.textMuted : vars.color.text,
              fontFamily: r.mono ? vars.font.family.mono : vars.font.family.body,
            }}
          >
            {r.sample}
          </p>
          <span className={styles.roleMeta}>
            {r.role} · {r.size} · {r.weight} · {r.lineHeight} — {r.use}
          </span>
        </div>
      ))}
    </ThemePair>
  );
}

/** The spacing rules, each drawn with its own gap. */
export const SPACING_RULES: Array<{ token: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl'; rule: string }> = [
  { token: 'xs', rule: 'Ícone e texto dentro de um botão ou selo; rótulo e campo.' },
  { token: 'sm', rule: 'Botões lado a lado; itens de uma lista compacta.' },
  { token: 'md', rule: 'Elementos relacionados dentro de um cartão; cartões numa grade.' },
  { token: 'lg', rule: 'Campos de um formulário; espaçamento interno de cartões no celular.' },
  {
    token: 'xl',
    rule: 'Blocos de uma página (o espaçamento do AdminShell); espaçamento interno de cartões.',
  },
  { token: '2xl', rule: 'Seções da página inicial e de páginas longas.' },
];

export function SpacingRules() {
  return (
    <ThemePair>
      {SPACING_RULES.map(({ token, rule }) => (
        <div key={token} className={styles.role}>
          <div className={`${styles.row} ${styles.gap[token]}`}>
            <span className={styles.block}>Bloco</span>
            <span className={styles.block}>Bloco</span>
          </div>
          <span className={styles.roleMeta}>
            vars.space.{token} ({lightTokens.space[token]}) — {rule}
          </span>
        </div>
      ))}
    </ThemePair>
  );
}

/** Which shadow goes with which surface. */
export const ELEVATION: Array<{
  shadow: 'none' | keyof typeof lightTokens.shadow;
  what: string;
  raised?: boolean;
}> = [
  { shadow: 'none', what: 'Superfícies no plano da página: seções, tabelas, painéis com borda.' },
  { shadow: 'sm', what: 'Cartões, campos e botões: separa do fundo sem chamar atenção.' },
  { shadow: 'md', what: 'Dicas (Tooltip) e o cartão de plano ao passar o mouse.' },
  { shadow: 'lg', what: 'O que flutua sobre a página: menus, popovers, toasts.', raised: true },
  { shadow: 'xl', what: 'Modais e gavetas: a camada mais alta, sobre o fundo escurecido.', raised: true },
];

export function ElevationLevels() {
  return (
    <ThemePair>
      {ELEVATION.map(({ shadow, what, raised }) => (
        <div
          key={shadow}
          className={`${styles.surface} ${raised ? styles.raised : ''}`}
          style={{ boxShadow: shadow === 'none' ? 'none' : vars.shadow[shadow] }}
        >
          <strong>{shadow === 'none' ? 'Sem sombra' : `vars.shadow.${shadow}`}</strong>
          <span className={styles.muted}>{what}</span>
        </div>
      ))}
    </ThemePair>
  );
}

/** The durations and what each is for. */
export const MOTION: Array<{ token: 'durationFast' | 'durationNormal' | 'durationSlow'; what: string }> = [
  {
    token: 'durationFast',
    what: 'Mudanças de estado: hover, foco, seleção, interruptor, abrir um menu ou uma dica.',
  },
  { token: 'durationNormal', what: 'Entrar e sair: diálogos, toasts, o menu lateral recolhendo.' },
  {
    token: 'durationSlow',
    what: 'Preenchimentos que contam algo: barras de progresso e de uso, a gaveta do celular.',
  },
];

/** A live demo of the three durations with the shared easing, and what reduced motion does to them. */
export function MotionDemo() {
  const [moved, setMoved] = useState(false);
  const [reduced, setReduced] = useState(false);
  return (
    <div className={`${styles.stack} ${styles.gap.md}`} data-reduced={reduced || undefined}>
      <div className={`${styles.row} ${styles.gap.md}`}>
        <Button variant="secondary" onPress={() => setMoved((m) => !m)}>
          {moved ? 'Voltar' : 'Reproduzir'}
        </Button>
        <Switch isSelected={reduced} onChange={setReduced}>
          Simular movimento reduzido
        </Switch>
      </div>
      <ThemePair>
        {MOTION.map(({ token, what }) => (
          <div key={token} className={styles.role}>
            <div className={styles.track}>
              <span className={`${styles.dot} ${styles.duration[token]}`} data-moved={moved || undefined} />
            </div>
            <span className={styles.roleMeta}>
              vars.motion.{token} ({lightTokens.motion[token]}) — {what}
            </span>
          </div>
        ))}
      </ThemePair>
    </div>
  );
}
