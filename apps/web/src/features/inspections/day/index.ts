export { MyDay } from './MyDay';
