import { certificateLabel, isoDateToBr } from '@certidao/domain';

/** 'Em 20/03/2027, não estarão válidas: …': the same words on the party's page and before adding it. */
export const deedWarning = (day: string, tipos: readonly string[]) =>
  `Em ${isoDateToBr(day) ?? day}, não estarão válidas: ${tipos.map(certificateLabel).join(', ')}. Renove-as antes da escritura.`;
