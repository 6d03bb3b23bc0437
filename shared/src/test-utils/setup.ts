import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder; react-router (and the console's Basic credentials) need it.
Object.assign(globalThis, { TextEncoder, TextDecoder });
