import { createHashRouter } from 'react-router';
import { HomePage } from './features/home/home-page.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { RouteError } from './layouts/route-error.tsx';
import { paths } from './paths.ts';

/** The home ships in the first bundle; every other page loads when it is first visited. */
export const router = createHashRouter([
  {
    element: <MainLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <HomePage /> },
      {
        path: paths.travels,
        lazy: async () => ({
          Component: (await import('./features/travels/travels-page.tsx')).TravelsPage,
        }),
      },
      {
        path: '/travel/:id',
        lazy: async () => ({
          Component: (await import('./features/destination/destination-page.tsx')).DestinationPage,
        }),
      },
      {
        path: paths.about,
        lazy: async () => ({
          Component: (await import('./features/about/about-page.tsx')).AboutPage,
        }),
      },
      {
        path: paths.privacyPolicy,
        lazy: async () => ({
          Component: (await import('./features/legal/privacy-policy-page.tsx')).PrivacyPolicyPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('./features/not-found/not-found-page.tsx')).NotFoundPage,
        }),
      },
    ],
  },
]);
