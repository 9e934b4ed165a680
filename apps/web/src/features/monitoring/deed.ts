import { certificateLabel, isoDateToBr } from '@certidao/domain';

const notValidText = (day: string, tipos: readonly string[]) =>
  `${isoDateToBr(day) ?? day}, não estarão válidas: ${tipos.map(certificateLabel).join(', ')}. Renove-as antes da escritura.`;

/** 'Em 20/03/2027, não estarão válidas: …': a party's page, by its latest certificates. */
export const deedWarning = (day: string, tipos: readonly string[]) => `Em ${notValidText(day, tipos)}`;

/** The same words before adding a party, by the certificates its first issuance will give. */
export const deedWarningBeforeIssue = (day: string, tipos: readonly string[]) =>
  `Emitidas hoje, em ${notValidText(day, tipos)}`;
