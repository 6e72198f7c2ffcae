import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';

// The worker's tests render with the React build the deployed worker runs (vitest.config.ts,
// productionReact): the development build checks more and costs a third more CPU per render.
it('renders with React’s production build, as the deployed worker does', () => {
  expect(process.env.NODE_ENV).toBe('production');
  // Only the development build exports the owner-stack helper.
  expect((React as Record<string, unknown>).captureOwnerStack).toBeUndefined();
  expect(renderToString(<p>ready</p>)).toBe('<p>ready</p>');
});
