import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it, vi } from 'vitest';

it('keeps where the visitor is on arrival and goes to the top on each route change', async () => {
  // A fresh module: "arrival" is once per page load, and other files may have rendered it already.
  vi.resetModules();
  const { ScrollToTop } = await import('./scroll-to-top');
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
  expect(scrollTo).not.toHaveBeenCalled();

  await act(() => router.navigate('/cars'));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  await act(() => router.navigate('/cars?brand=Maruti'));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  await act(() => router.navigate('/about'));
  expect(scrollTo).toHaveBeenCalledTimes(2);
  scrollTo.mockRestore();
});
