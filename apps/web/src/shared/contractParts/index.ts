export { ContractDocumentSection, ContractTermsFields } from './ContractTermsFields';
export type { ContractDocumentSectionProps, ContractTermsFieldsProps } from './ContractTermsFields';
export { contractColumns, contractStatusFilter } from './contractList';
export { contractRemoval, presetId, useContractFormPage } from './contractForm';
export type { ContractFormPageOptions } from './contractForm';
