export type { AccordionProps } from './Accordion';
export { Accordion } from './Accordion';
