export { FilePicker, type FilePickerProps } from './FilePicker';
