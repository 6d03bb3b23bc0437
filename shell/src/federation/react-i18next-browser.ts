/**
 * What the host provides to the page under the shared singleton `react-i18next`: the part of it the site uses,
 * re-exported from the real package so webpack keeps only these. ESLint allows exactly these names in browser code.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-package';
