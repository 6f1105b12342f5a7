// Donny Wals style (clocks): instant arithmetic on ContinuousClock and SuspendingClock, and a script-defined manual Clock used by Task.sleep
final class ManualClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private(set) var now = Instant(offset: .zero)
    var minimumResolution: Duration { .milliseconds(1) }
    private(set) var log: [String] = []

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        log.append("sleep from \(now.offset) to \(deadline.offset)")
        if deadline > now { now = deadline }
    }
}

let clock = ManualClock()
try await clock.sleep(for: .seconds(2))
try await Task.sleep(for: .milliseconds(1500), clock: clock)
try await Task.sleep(until: clock.now.advanced(by: .seconds(1)), clock: clock)
for line in clock.log { print(line) }
print("manual now:", clock.now.offset)

let start = clock.now
let elapsed = start.duration(to: start.advanced(by: .milliseconds(700)))
print("elapsed:", elapsed)

let continuous = ContinuousClock()
let t0 = continuous.now
let t1 = t0 + .seconds(3)
let t2 = t1 - .milliseconds(500)
print(t1 - t0, t0.duration(to: t2), t2 < t1, t0 == t0)

let suspending = SuspendingClock.now
let later = suspending.advanced(by: .seconds(90))
print(later - suspending, suspending < later)

print(continuous.minimumResolution > .zero, clock.minimumResolution)

func deadline<C: Clock>(on clock: C, after d: C.Duration) -> C.Instant {
    clock.now.advanced(by: d)
}
let due = deadline(on: clock, after: .seconds(10))
print("due at:", due.offset, "in", clock.now.duration(to: due))

// expect: sleep from 0.0 seconds to 2.0 seconds
// expect: sleep from 2.0 seconds to 3.5 seconds
// expect: sleep from 3.5 seconds to 4.5 seconds
// expect: manual now: 4.5 seconds
// expect: elapsed: 0.7 seconds
// expect: 3.0 seconds 2.5 seconds true true
// expect: 90.0 seconds true
// expect: true 0.001 seconds
// expect: due at: 14.5 seconds in 10.0 seconds
