export { Button } from './Button';
export { Checkbox } from './Checkbox';
export { Notice, type NoticeSeverity } from './Notice';
export { ProgressRing } from './ProgressRing';
export { TextField } from './TextField';
