/**
 * The server's re-check schedule: RECHECK_INTERVAL_MINUTES between passes, none with 0, one
 * timer per process, and a pass still running is not started again on the next tick.
 */

const runRecheckPassNow = jest.fn();
let interval = "15";

jest.mock("@/lib/env", () => {
  const actual = jest.requireActual("@/lib/env");
  return {
    ...actual,
    get env() {
      return actual.loadEnv({ RECHECK_INTERVAL_MINUTES: interval });
    },
  };
});
jest.mock("@/lib/follow/service", () => ({ runRecheckPassNow: () => runRecheckPassNow() }));

const globalTimer = globalThis as unknown as { recheckTimer?: ReturnType<typeof setInterval> };

beforeEach(() => {
  jest.useFakeTimers();
  runRecheckPassNow.mockReset();
  if (globalTimer.recheckTimer) clearInterval(globalTimer.recheckTimer);
  delete globalTimer.recheckTimer;
});

afterEach(() => {
  if (globalTimer.recheckTimer) clearInterval(globalTimer.recheckTimer);
  delete globalTimer.recheckTimer;
  jest.useRealTimers();
});

const { startRecheckSchedule } = jest.requireActual<typeof import("@/lib/follow/scheduler")>("@/lib/follow/scheduler");

it("runs a pass every RECHECK_INTERVAL_MINUTES, never two at once in one process, and starts one timer only", async () => {
  interval = "2";
  let finish!: () => void;
  runRecheckPassNow.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
  startRecheckSchedule();
  startRecheckSchedule();
  expect(runRecheckPassNow).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(2 * 60_000);
  expect(runRecheckPassNow).toHaveBeenCalledTimes(1);
  // Still running at the next tick: not started again.
  await jest.advanceTimersByTimeAsync(2 * 60_000);
  expect(runRecheckPassNow).toHaveBeenCalledTimes(1);
  finish();
  await jest.advanceTimersByTimeAsync(2 * 60_000);
  expect(runRecheckPassNow).toHaveBeenCalledTimes(2);
});

it("is off with 0", async () => {
  interval = "0";
  startRecheckSchedule();
  await jest.advanceTimersByTimeAsync(24 * 60 * 60_000);
  expect(runRecheckPassNow).not.toHaveBeenCalled();
  expect(globalTimer.recheckTimer).toBeUndefined();
});
