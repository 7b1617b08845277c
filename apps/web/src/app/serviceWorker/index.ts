export {
  SERVICE_WORKER_URL,
  activateWaitingWorker,
  browserContainer,
  checkForNewWorker,
  registerServiceWorker,
  type WorkerContainer,
} from './serviceWorker';
