import type { ReactNode, Ref } from 'react';
import { ChatButton } from './ChatButton.tsx';
import { LandingFooter } from './LandingFooter.tsx';
import { LandingHeader } from './LandingHeader.tsx';
import * as styles from './LandingLayout.css.ts';

/** The landing page's frame: skip link, fixed header, the sections, footer and the floating chat button. */
export function LandingLayout({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className={styles.root}>
      <a href="#conteudo" className={styles.skipLink}>
        Pular para o conteúdo
      </a>
      <LandingHeader />
      <main id="conteudo" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <LandingFooter />
      <ChatButton />
    </div>
  );
}
