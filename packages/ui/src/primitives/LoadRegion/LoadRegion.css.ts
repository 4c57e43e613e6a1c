export { visuallyHidden } from '../../theme/layout.css';
