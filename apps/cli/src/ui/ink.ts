/**
 * Ink's renderer and React's createElement, the two things the live views need, in a module they import on
 * demand. Imported statically here, they keep their names in the compiled bundle, where React is CommonJS
 * bundled into the screens' chunks and a dynamic `import('react')` would give only its default export.
 */
export { render } from 'ink';
export { createElement } from 'react';
