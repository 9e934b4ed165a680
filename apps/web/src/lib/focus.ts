/** Stable callback ref: focuses the element once, when it mounts (a heading after a step change). */
export const focusOnMount = (element: HTMLElement | null) => element?.focus();
