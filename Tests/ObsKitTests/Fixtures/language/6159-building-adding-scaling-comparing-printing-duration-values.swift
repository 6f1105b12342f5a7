// Hacking with Swift style (Duration arithmetic): building, adding, scaling, comparing and printing Duration values and their components
let short = Duration.milliseconds(250)
let long = Duration.seconds(2) + .milliseconds(500)
print(short)
print(long)
print(long - short)
print(long * 2, short / 5)
print(Duration.zero, Duration.seconds(-1))

let parts = long.components
print("seconds:", parts.seconds, "attoseconds:", parts.attoseconds)
let tiny = Duration.nanoseconds(1500)
print(tiny, tiny.components.attoseconds)
print(Duration.microseconds(42))

print("ratio:", long / short)
print(short < long, long == .milliseconds(2500), Duration.seconds(1) > .milliseconds(999))

let laps: [Duration] = [.seconds(61), .milliseconds(59_500), .seconds(60)]
let sorted = laps.sorted()
print(sorted)
let totalTime = laps.reduce(Duration.zero, +)
print("total:", totalTime)
print("fastest:", laps.min()!, "slowest:", laps.max()!)

var budget = Duration.seconds(10)
budget -= .seconds(3)
budget += .milliseconds(750)
print("budget:", budget)

let fromParts = Duration(secondsComponent: 3, attosecondsComponent: 250_000_000_000_000_000)
print(fromParts, fromParts == .milliseconds(3250))
print(Duration.seconds(1.5), Duration.milliseconds(0.5))

func minutesAndSeconds(_ d: Duration) -> String {
    let total = d.components.seconds
    let m = total / 60, s = total % 60
    return "\(m)m \(s < 10 ? "0" : "")\(s)s"
}
print(laps.map(minutesAndSeconds))

// expect: 0.25 seconds
// expect: 2.5 seconds
// expect: 2.25 seconds
// expect: 5.0 seconds 0.05 seconds
// expect: 0.0 seconds -1.0 seconds
// expect: seconds: 2 attoseconds: 500000000000000000
// expect: 1.5e-06 seconds 1500000000000
// expect: 4.2e-05 seconds
// expect: ratio: 10.0
// expect: true true true
// expect: [59.5 seconds, 60.0 seconds, 61.0 seconds]
// expect: total: 180.5 seconds
// expect: fastest: 59.5 seconds slowest: 61.0 seconds
// expect: budget: 7.75 seconds
// expect: 3.25 seconds true
// expect: 1.5 seconds 0.0005 seconds
// expect: ["1m 01s", "0m 59s", "1m 00s"]
