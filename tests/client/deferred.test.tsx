import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../src/ui/deferred';

// src/ui/deferred.ts in a real React tree: a module somebody waits for replaces its look-alikes
// before the load's promise hands control back; one that loaded because the browser was idle
// replaces them in a transition, rendered after that (in slices, so the screen keeps answering).

const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
scope.IS_REACT_ACT_ENVIRONMENT = true;

/** Runs `steps` with React updates outside act(): what the page does, observed as it happens. */
async function outsideAct(steps: () => Promise<void>): Promise<void> {
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await steps();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = true;
  }
}

interface Controls {
  name: string;
}

let root: Root;
let host: HTMLDivElement;

beforeEach(async () => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

/** A deferred module whose load the test resolves, and a screen with two controls of it. */
function setUp() {
  let resolve!: (controls: Controls) => void;
  const arrived = new Promise<Controls>((done) => (resolve = done));
  const controls = deferred(() => arrived);
  function Control({ label }: { label: string }) {
    const loaded = controls.useModule();
    return <span data-label={label}>{loaded ? `${loaded.name} ${label}` : `look-alike ${label}`}</span>;
  }
  const render = () =>
    act(async () =>
      root.render(
        <>
          <Control label="a" />
          <Control label="b" />
        </>,
      ),
    );
  return { controls, render, resolve: () => resolve({ name: 'real' }), arrived };
}

describe('deferred controls', () => {
  it('show look-alikes until the module has loaded', async () => {
    const { render } = setUp();
    await render();
    expect(host.textContent).toBe('look-alike alook-alike b');
  });

  it('replace every look-alike at once when somebody waits for the module', async () => {
    const { controls, render, resolve } = setUp();
    await render();
    await outsideAct(async () => {
      const loading = controls.load();
      resolve();
      await loading;
      // No waiting: the module was applied before load() resolved.
      expect(host.textContent).toBe('real areal b');
    });
  });

  it('replace them in a transition, after the load, when the browser was idle', async () => {
    const { controls, render, resolve, arrived } = setUp();
    await render();
    await outsideAct(async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] });
      try {
        controls.loadWhenIdle();
        vi.runAllTimers();
      } finally {
        vi.useRealTimers();
      }
      resolve();
      await arrived;
      await Promise.resolve();
      // The module is there, the screen has not re-rendered yet.
      expect(host.textContent).toBe('look-alike alook-alike b');
      await vi.waitFor(() => expect(host.textContent).toBe('real areal b'));
    });
    // A control mounted afterwards starts with the module.
    await act(async () => root.render(<Late controls={controls} />));
    expect(host.textContent).toBe('real late');
  });
});

function Late({ controls }: { controls: ReturnType<typeof deferred<Controls>> }) {
  const loaded = controls.useModule();
  return <span>{loaded ? `${loaded.name} late` : 'look-alike late'}</span>;
}
