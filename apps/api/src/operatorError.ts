/**
 * A start-up failure the operator fixes (a bad setting, a taken port, a folder in use): reported as its
 * message alone, without a stack. Kept free of imports so the launcher can load it before anything heavy.
 */
export class OperatorError extends Error {}
