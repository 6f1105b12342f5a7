// Tutorial style (UnitDuration): converting workout durations and summing them up
import Foundation

let sessions: [Measurement<UnitDuration>] = [
    Measurement(value: 45, unit: .minutes),
    Measurement(value: 1.5, unit: .hours),
    Measurement(value: 900, unit: .seconds),
]

for s in sessions {
    let mins = s.converted(to: .minutes)
    print("\(s) -> \(mins.value) min")
}

let total = sessions.reduce(Measurement(value: 0, unit: UnitDuration.seconds), +)
print("Total: \(total)")
print("Total hours: \(total.converted(to: .hours).value)")

let longest = sessions.max()!
print("Longest session: \(longest.value) \(longest.unit.symbol)")

let ms = Measurement(value: 2.5, unit: UnitDuration.seconds).converted(to: .milliseconds)
print("2.5 s in ms: \(ms.value)")

let totalSeconds = Int(total.converted(to: .seconds).value)
let h = totalSeconds / 3600
let m = (totalSeconds % 3600) / 60
print("As h:m -> \(h)h \(m)m")

print("Symbols: \(UnitDuration.hours.symbol) \(UnitDuration.minutes.symbol) \(UnitDuration.seconds.symbol)")
// expect: 45.0 m -> 45.0 min
// expect: 1.5 h -> 90.0 min
// expect: 900.0 s -> 15.0 min
// expect: Total: 9000.0 s
// expect: Total hours: 2.5
// expect: Longest session: 1.5 h
// expect: 2.5 s in ms: 2500.0
// expect: As h:m -> 2h 30m
// expect: Symbols: h m s
