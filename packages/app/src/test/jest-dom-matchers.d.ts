// The dom tests' matchers (toBeInTheDocument, toHaveTextContent…), registered by scripts/dom-setup.ts.
/// <reference types="@testing-library/jest-dom/vitest" />
