export { ResultDialog, type ResultDialogProps } from './ResultDialog';
