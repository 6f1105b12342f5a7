// `Date()` and `Date.now` read the session's virtual clock, which starts at 2025-03-03 09:41:00 UTC and moves only when code
// sleeps or `:advance` runs (README, "Foundation"), so the times below are exact. Expected output: written by hand from that
// rule; the formatted lines are what swiftc on this machine prints for the same instant in the en_US locale and UTC.
import Foundation

let start = Date()
print(start)
print(Date.now == start, start.timeIntervalSince1970)
try await Task.sleep(for: .seconds(90))
let later = Date()
print(later.timeIntervalSince(start), later)
print(start.formatted(date: .abbreviated, time: .shortened))
print(start.formatted(date: .long, time: .omitted), start.formatted(date: .omitted, time: .standard))
let deadline = Date(timeIntervalSinceNow: 3600)
print(deadline.timeIntervalSince(later), deadline.timeIntervalSinceNow)
:advance 10s
print(Date().timeIntervalSince(start))

// expect: 2025-03-03 09:41:00 +0000
// expect: true 1740994860.0
// expect: 90.0 2025-03-03 09:42:30 +0000
// expect: Mar 3, 2025 at 9:41 AM
// expect: March 3, 2025 9:41:00 AM
// expect: 3600.0 3600.0
// expect: 100.0
