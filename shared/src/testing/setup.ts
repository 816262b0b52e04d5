// Jest setup of every web workspace (root jest.config.js): jest-dom matchers, plus the Web APIs
// jsdom lacks but the browser has and react-router needs.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
