export {
  SERVICE_WORKER_URL,
  activateWaitingWorker,
  browserContainer,
  checkForNewWorker,
  documentLanguage,
  followLanguage,
  registerServiceWorker,
  type LanguageSource,
  type WorkerContainer,
} from './serviceWorker';
