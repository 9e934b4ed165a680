/**
 * undici's connection pool and request, for `baixar`'s downloads, in a module loaded on demand (only `baixar`
 * needs them). Imported statically here, they keep their names in the compiled bundle, where undici is
 * CommonJS bundled into this module's chunk and a dynamic `import('undici')` would give only its default export.
 */
export { Agent, request } from 'undici';
