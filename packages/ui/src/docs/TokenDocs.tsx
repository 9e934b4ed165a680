import type { ReactNode } from 'react';
import { vars } from '../theme/contract.css';
import { contrastRatio } from '../theme/contrast';
import { contrastPairs } from '../theme/contrastPairs';
import { breakpoints, media } from '../theme/media';
import { darkTheme, lightTheme } from '../theme/theme.css';
import { darkTokens, lightTokens, type ThemeTokens } from '../theme/tokens';
import { docs } from './docs.css';

/**
 * Building blocks of the 'Fundamentos/Tokens' page. Swatches paint with the CSS variables
 * (`vars.*`, so they show what the theme really renders) inside a light and a dark theme wrapper, and
 * print the raw values of both themes next to them.
 */

const THEMES = [
  { name: 'Claro', className: lightTheme, tokens: lightTokens },
  { name: 'Escuro', className: darkTheme, tokens: darkTokens },
] as const satisfies ReadonlyArray<{ name: string; className: string; tokens: ThemeTokens }>;

type ColorName = keyof typeof lightTokens.color;

const ratio = (fg: string, bg: string) =>
  `${contrastRatio(fg, bg).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}:1`;

export function ColorGroup({
  names,
  hints = {},
}: {
  names: ColorName[];
  hints?: Partial<Record<ColorName, string>>;
}) {
  return (
    <div className={docs.grid}>
      {names.map((name) => (
        <div key={name} className={docs.swatch}>
          <div className={docs.swatchColor}>
            {THEMES.map((theme) => (
              <div
                key={theme.name}
                className={theme.className}
                title={theme.name}
                style={{ flex: 1, background: vars.color[name] }}
              />
            ))}
          </div>
          <div className={docs.swatchBody}>
            <span className={docs.tokenName}>vars.color.{name}</span>
            <span className={docs.tokenValue}>
              claro {lightTokens.color[name]} · escuro {darkTokens.color[name]}
            </span>
            {hints[name] ? <span className={docs.hint}>{hints[name]}</span> : null}
          </div>
        </div>
      ))}
    </div>
  );
}

const TONE_LABELS = {
  plan: {
    basico: 'Básico',
    profissional: 'Profissional',
    empresarial: 'Empresarial',
    ilimitado: 'Ilimitado',
    default: 'Outros planos',
  },
  status: {
    concluido: 'Concluída',
    pendente: 'Aguardando',
    processando: 'Processando',
    falhou: 'Falhou',
    cancelado: 'Cancelado',
    neutral: 'Desconhecido',
  },
} as const;

type Tone = { bg: string; fg: string; border: string };

export function ToneGroup({ group }: { group: 'plan' | 'status' }) {
  const labels: Record<string, string> = TONE_LABELS[group];
  const toneVars = vars[group] as Record<string, Tone>;
  return (
    <div className={docs.grid}>
      {Object.keys(lightTokens[group]).map((name) => {
        const v = toneVars[name]!;
        return (
          <div key={name} className={docs.tone}>
            <span className={docs.tokenName}>
              vars.{group}.{name}
            </span>
            {THEMES.map((theme) => {
              const tone = (theme.tokens[group] as Record<string, Tone>)[name]!;
              return (
                <div key={theme.name} className={`${theme.className} ${docs.themedRow}`}>
                  <span
                    className={docs.chip}
                    style={{ background: v.bg, color: v.fg, borderColor: v.border }}
                  >
                    {labels[name]}
                  </span>
                  <span className={docs.tokenValue}>
                    {theme.name}: fg {tone.fg} · bg {tone.bg} · {ratio(tone.fg, tone.bg)}
                  </span>
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

/**
 * Every colour pair the components paint, with its contrast ratio in each theme (the same list that
 * `contrast.test.ts` checks): a sample painted by the theme and the ratio against the AA minimum.
 */
export function ContrastTable() {
  const [light, dark] = THEMES.map((theme) => contrastPairs(theme.tokens));
  return (
    <Table
      head={['Par', 'Mínimo AA', ...THEMES.map((theme) => theme.name)]}
      rows={light!.map((pair, index) => [
        code(pair.name),
        `${pair.min.toLocaleString('pt-BR')}:1`,
        ...[pair, dark![index]!].map((themed, themeIndex) => {
          const value = contrastRatio(themed.fg, themed.bg);
          return (
            <span key={THEMES[themeIndex]!.name} className={docs.ratioCell}>
              <span className={docs.ratioSample} style={{ color: themed.fg, background: themed.bg }}>
                Aa
              </span>
              {ratio(themed.fg, themed.bg)} {value >= pair.min ? '✓' : '✗ abaixo do AA'}
            </span>
          );
        }),
      ])}
    />
  );
}

const USAGE_EXAMPLES = [
  ['green', 45, 'até 60% (perfil) / abaixo de 70% (admin)'],
  ['yellow', 70, 'acima de 60%'],
  ['orange', 80, 'a partir de 70% (admin)'],
  ['red', 95, 'acima de 80% / a partir de 90% (admin)'],
] as const;

export function UsageColors() {
  return (
    <div className={docs.section}>
      {USAGE_EXAMPLES.map(([name, percent, rule]) => (
        <div key={name} className={docs.usageRow}>
          <span className={docs.tokenName}>vars.usage.{name}</span>
          <div className={docs.usageThemes}>
            {THEMES.map((theme) => (
              <div key={theme.name} className={`${theme.className} ${docs.usageThemed}`} title={theme.name}>
                <div className={docs.usageTrack} style={{ background: vars.usage.track }}>
                  <div
                    className={docs.usageFill}
                    style={{ width: `${percent}%`, background: vars.usage[name] }}
                  />
                </div>
              </div>
            ))}
          </div>
          <span className={docs.hint}>{rule}</span>
        </div>
      ))}
    </div>
  );
}

function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <table className={docs.table}>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} className={docs.th}>
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static rows
          <tr key={index}>
            {row.map((cell, cellIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static cells
              <td key={cellIndex} className={docs.td}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const code = (text: string) => <code className={docs.code}>{text}</code>;

export function FontFamilies() {
  const families = lightTokens.font.family;
  return (
    <Table
      head={['Token', 'Amostra', 'Pilha de fontes']}
      rows={(Object.keys(families) as Array<keyof typeof families>).map((name) => [
        code(`vars.font.family.${name}`),
        <span key={name} style={{ fontFamily: vars.font.family[name] }}>
          Certidão Ágil 0123456789
        </span>,
        <span key={`${name}-stack`} className={docs.hint}>
          {families[name]}
        </span>,
      ])}
    />
  );
}

export function TypeScale() {
  const sizes = lightTokens.font.size;
  return (
    <Table
      head={['Token', 'Valor', 'Amostra']}
      rows={(Object.keys(sizes) as Array<keyof typeof sizes>).map((name) => [
        code(`vars.font.size.${name}`),
        code(sizes[name]),
        <p key={name} className={docs.sample} style={{ fontSize: vars.font.size[name] }}>
          Certidões em minutos
        </p>,
      ])}
    />
  );
}

export function FontWeights() {
  const weights = lightTokens.font.weight;
  const lineHeights = lightTokens.font.lineHeight;
  return (
    <Table
      head={['Token', 'Valor', 'Amostra']}
      rows={[
        ...(Object.keys(weights) as Array<keyof typeof weights>).map((name) => [
          code(`vars.font.weight.${name}`),
          code(weights[name]),
          <span key={name} style={{ fontWeight: vars.font.weight[name] }}>
            Solicitação concluída
          </span>,
        ]),
        ...(Object.keys(lineHeights) as Array<keyof typeof lineHeights>).map((name) => [
          code(`vars.font.lineHeight.${name}`),
          code(lineHeights[name]),
          <span key={name} className={docs.hint}>
            {name === 'tight'
              ? 'títulos'
              : name === 'snug'
                ? 'rótulos e textos curtos'
                : name === 'normal'
                  ? 'texto corrido'
                  : 'textos longos'}
          </span>,
        ]),
      ]}
    />
  );
}

export function SpacingScale() {
  const space = lightTokens.space;
  return (
    <Table
      head={['Token', 'Valor', '']}
      rows={(Object.keys(space) as Array<keyof typeof space>).map((name) => [
        code(`vars.space.${name}`),
        code(space[name]),
        <div key={name} className={docs.spaceBar} style={{ width: vars.space[name] }} />,
      ])}
    />
  );
}

export function RadiusScale() {
  const radius = lightTokens.radius;
  return (
    <div className={docs.grid}>
      {(Object.keys(radius) as Array<keyof typeof radius>).map((name) => (
        <div key={name} className={docs.tone}>
          <div className={docs.radiusBox} style={{ borderRadius: vars.radius[name] }} />
          <span className={docs.tokenName}>vars.radius.{name}</span>
          <span className={docs.tokenValue}>{radius[name]}</span>
        </div>
      ))}
    </div>
  );
}

export function ShadowScale() {
  const shadow = lightTokens.shadow;
  return (
    <div className={docs.shadowStage}>
      <div className={docs.grid}>
        {(Object.keys(shadow) as Array<keyof typeof shadow>).map((name) => (
          <div key={name} className={docs.shadowBox} style={{ boxShadow: vars.shadow[name] }}>
            vars.shadow.{name}
          </div>
        ))}
      </div>
    </div>
  );
}

export function LayersAndMotion() {
  const { zIndex, motion, size } = lightTokens;
  return (
    <Table
      head={['Token', 'Valor']}
      rows={[
        ...(Object.keys(zIndex) as Array<keyof typeof zIndex>).map((name) => [
          code(`vars.zIndex.${name}`),
          code(zIndex[name]),
        ]),
        ...(Object.keys(motion) as Array<keyof typeof motion>).map((name) => [
          code(`vars.motion.${name}`),
          code(motion[name]),
        ]),
        ...(Object.keys(size) as Array<keyof typeof size>).map((name) => [
          code(`vars.size.${name}`),
          code(size[name]),
        ]),
      ]}
    />
  );
}

export function Breakpoints() {
  return (
    <Table
      head={['Helper', 'Media query', 'Uso']}
      rows={[
        [code('media.mobile'), code(media.mobile), `telas abaixo de ${breakpoints.tablet}px (celular)`],
        [code('media.tablet'), code(media.tablet), `a partir de ${breakpoints.tablet}px`],
        [code('media.desktop'), code(media.desktop), `a partir de ${breakpoints.desktop}px`],
        [code('media.reducedMotion'), code(media.reducedMotion), 'usuário pediu menos animação'],
      ]}
    />
  );
}
