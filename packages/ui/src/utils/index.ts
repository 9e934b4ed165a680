export { composeClassName, cx } from './classNames';
