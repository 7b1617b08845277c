export { ContractTermsFields } from './ContractTermsFields';
export type { ContractTermsFieldsProps } from './ContractTermsFields';
export { contractColumns, contractStatusFilter } from './contractList';
export { contractRemoval, presetId } from './contractForm';
