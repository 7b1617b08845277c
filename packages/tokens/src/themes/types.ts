import type { ThemeTokens } from '../contract.css';

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** The typed object a theme file fills in: every token of the contract, as a CSS value. */
export type ThemeValues = Leaves<ThemeTokens>;
/** The colour part of a theme. */
export type ThemeColors = ThemeValues['color'];
