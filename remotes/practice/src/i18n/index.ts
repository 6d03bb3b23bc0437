import { addNamespace } from '@taesung/shared';
import en from './en.json';
import ko from './ko.json';

export const namespace = 'practice';

addNamespace(namespace, { ko, en });
