export { CustomerFormExample, emptyCustomer, filledCustomer } from './CustomerFormExample';
export type { CustomerFormExampleProps, CustomerFormValues } from './CustomerFormExample';
