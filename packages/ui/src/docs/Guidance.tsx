import { useOf } from '@storybook/addon-docs/blocks';
import { usageStyles as styles } from './docs.css';

/** A component's usage guidance, `parameters.usage` in its stories file's meta (checked by check-story-docs). */
export interface Usage {
  /** 'Quando usar': the situations the component is for. */
  when: string[];
  /** 'Faça': what a good use does. */
  do: string[];
  /** 'Evite': the misuses, each with the better choice. */
  avoid: string[];
}

/** Renders `**bold**` and `` `code` `` inside a guidance line (the only markup the lines use). */
function Inline({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`|\*\*[^*]+\*\*)/).map((part, i) => {
        const key = `${i}-${part}`;
        if (part.startsWith('`')) return <code key={key}>{part.slice(1, -1)}</code>;
        if (part.startsWith('**')) return <strong key={key}>{part.slice(2, -2)}</strong>;
        return part;
      })}
    </>
  );
}

function Block({ title, items, tone }: { title: string; items: string[]; tone: 'when' | 'do' | 'avoid' }) {
  return (
    <section className={styles.usageBlock[tone]} aria-label={title}>
      <h3 className={styles.usageTitle}>{title}</h3>
      <ul className={styles.usageList}>
        {items.map((item) => (
          <li key={item}>
            <Inline text={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Quando usar', 'Faça' and 'Evite' of the component whose docs page this is. */
export function Guidance() {
  const resolved = useOf('meta');
  const usage =
    resolved.type === 'meta' ? (resolved.preparedMeta.parameters.usage as Usage | undefined) : undefined;
  if (!usage) return null;
  return (
    <div className={styles.usage}>
      <Block title="Quando usar" items={usage.when} tone="when" />
      <Block title="Faça" items={usage.do} tone="do" />
      <Block title="Evite" items={usage.avoid} tone="avoid" />
    </div>
  );
}
