/** The sources module's messages (the sandbox's outage switch answers the same for an unknown source). */
export const SOURCE_NOT_FOUND = 'Fonte não encontrada.';
