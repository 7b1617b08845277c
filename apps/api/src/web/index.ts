export { registerWebApp, sendSpaFallback, cacheControlFor, isApiPath, isSpaRoute } from './webApp';
