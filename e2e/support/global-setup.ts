import { serverFlowsOnly } from './selection';
import { spawnDemoServer } from './demo-server';
import { E2E_EXTRA_PORT } from './worker-server';

/**
 * A whole run starts the demo's server here, so that its year is generated while the first flows run
 * (e2e/support/demo-server.ts); its address reaches the workers through the environment. Answers the teardown.
 */
export default function globalSetup(): (() => Promise<void>) | undefined {
  if (process.env.E2E_DEMO_EARLY !== '1' || serverFlowsOnly) return undefined;
  // Past the ports the spec itself would use (one per worker), so that both can never meet.
  const demo = spawnDemoServer(E2E_EXTRA_PORT + 7);
  process.env.E2E_DEMO_URL = demo.url;
  process.env.E2E_DEMO_LOG = demo.log;
  return () => demo.stop();
}
