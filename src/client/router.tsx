import { createHashRouter } from 'react-router';
import { HomePage } from './features/home/home-page.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { RouteError } from './layouts/route-error.tsx';
import { paths } from './paths.ts';
import { pageModules } from './route-modules.ts';

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
          Component: (await pageModules.travels()).TravelsPage,
        }),
      },
      {
        path: '/travel/:id',
        lazy: async () => ({
          Component: (await pageModules.destination()).DestinationPage,
        }),
      },
      {
        path: paths.about,
        lazy: async () => ({
          Component: (await pageModules.about()).AboutPage,
        }),
      },
      {
        path: paths.privacyPolicy,
        lazy: async () => ({
          Component: (await pageModules.privacyPolicy()).PrivacyPolicyPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await pageModules.notFound()).NotFoundPage,
        }),
      },
    ],
  },
]);
