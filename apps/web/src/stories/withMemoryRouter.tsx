import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext, useState, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { AriaRouterBridge } from '../app/AriaRouterBridge';

/** Router options of a web story: `parameters.router`. */
export interface StoryRouterParameters {
  /** The path the story starts at (default `/`). */
  initialPath?: string;
}

// The router is created once; the story (which changes with its args) reaches it through context.
const CurrentStory = createContext<ComponentType | null>(null);

function StoryRoute() {
  const Story = useContext(CurrentStory);
  const { pathname, hash } = useLocation();
  return (
    <AriaRouterBridge>
      {Story && <Story />}
      {/* Tells play functions where navigation went (data-path); hidden from everyone else. */}
      <output data-testid="story-location" data-path={pathname + hash} hidden />
    </AriaRouterBridge>
  );
}

function MemoryRouterFrame({ Story, initialPath }: { Story: ComponentType; initialPath: string }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <StoryRoute /> }], { initialEntries: [initialPath] }),
  );
  return (
    <CurrentStory.Provider value={Story}>
      <RouterProvider router={router} />
    </CurrentStory.Provider>
  );
}

/**
 * Renders a web screen inside a memory data router with react-aria links wired to it, so links and
 * `navigate()` work. Every path renders the story.
 */
export const withMemoryRouter: Decorator = (Story, { parameters }) => {
  const { initialPath = '/' } = (parameters.router ?? {}) as StoryRouterParameters;
  return <MemoryRouterFrame Story={Story} initialPath={initialPath} />;
};
