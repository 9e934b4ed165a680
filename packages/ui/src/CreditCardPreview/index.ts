export type { CreditCardPreviewProps } from './CreditCardPreview';
export { CreditCardPreview } from './CreditCardPreview';
export type { CardBrand } from './cardBrand';
export { CARD_BRAND_LABELS, detectCardBrand, previewCardNumber, previewExpiry } from './cardBrand';
