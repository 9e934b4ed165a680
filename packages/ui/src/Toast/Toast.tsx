import {
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  type ToastProps as RACToastProps,
  UNSTABLE_ToastRegion as RACToastRegion,
  type ToastRegionProps as RACToastRegionProps,
  Text,
  type UNSTABLE_ToastQueue,
} from 'react-aria-components';
import { Button } from '../Button';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon, XIcon } from '../icons';
import { composeClassName, cx } from '../utils';
import * as styles from './Toast.css';
import { type ToastContentData, type ToastTone, toastQueue } from './toastQueue';

const ICONS: Record<ToastTone, typeof InfoIcon> = {
  success: CheckCircleIcon,
  error: AlertCircleIcon,
  warning: AlertTriangleIcon,
  info: InfoIcon,
};

export interface ToastProps extends Omit<RACToastProps<ToastContentData>, 'children' | 'render'> {}

/**
 * One notification: React Aria `Toast` (a non-modal `alertdialog` named by its title). Its message
 * is a live region: `status` for success and info, `alert` for errors and warnings. The close
 * button is 'Fechar'. Rendered by `Toaster`; show toasts with `toast.success(…)`.
 */
export function Toast({ className, ...props }: ToastProps) {
  const { tone, title, description } = props.toast.content;
  const Icon = ICONS[tone];
  return (
    <RACToast
      {...props}
      data-tone={tone}
      className={composeClassName(className, styles.toastRecipe({ tone }))}
    >
      <span className={cx(styles.iconRecipe({ tone }), styles.icon)} aria-hidden="true">
        <Icon />
      </span>
      <RACToastContent
        role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
        className={styles.content}
      >
        <Text slot="title" className={styles.title}>
          {title}
        </Text>
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
      </RACToastContent>
      <Button slot="close" variant="ghost" size="sm" isIconOnly aria-label="Fechar" className={styles.close}>
        <XIcon />
      </Button>
    </RACToast>
  );
}

export interface ToasterProps
  extends Omit<RACToastRegionProps<ToastContentData>, 'queue' | 'children' | 'render'> {
  /** A fila mostrada; por padrão, a fila global do app, `toastQueue` (a que `toast.*` usa). */
  queue?: UNSTABLE_ToastQueue<ToastContentData>;
}

/**
 * Where toasts appear: React Aria `ToastRegion` (a landmark named 'N notificações', reachable
 * with F6), fixed at the bottom right. Render it once near the root of the app; timers pause while
 * the region is hovered or focused, and focus returns where it was when the last toast closes.
 */
export function Toaster({ queue = toastQueue, className, ...props }: ToasterProps) {
  return (
    <RACToastRegion {...props} queue={queue} className={composeClassName(className, styles.region)}>
      {({ toast }) => <Toast toast={toast} />}
    </RACToastRegion>
  );
}
