// ContinuousClock.now and SuspendingClock.now as static members, .now + a Duration for Task.sleep(until:clock: .continuous), Task.sleep(for: .zero), Duration(secondsComponent:attosecondsComponent:)
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
try await Task.sleep(until: .now + .milliseconds(3), clock: .continuous)
print("ok")
try await Task.sleep(for: .zero)
print("zero sleep returns")
let a = ContinuousClock.now
let b = a + .milliseconds(3)
print(b - a, a.duration(to: b))
let s = SuspendingClock.now
print(s.advanced(by: .seconds(2)) - s)
let d = Duration(secondsComponent: 3, attosecondsComponent: 250_000_000_000_000_000)
print(d, d.components.seconds, d.components.attoseconds)
let c = ContinuousClock()
let start = c.now
try await c.sleep(for: .seconds(1))
print(c.now - start >= .seconds(1))

// expect: ok
// expect: zero sleep returns
// expect: 0.003 seconds 0.003 seconds
// expect: 2.0 seconds
// expect: 3.25 seconds 3 250000000000000000
// expect: true
