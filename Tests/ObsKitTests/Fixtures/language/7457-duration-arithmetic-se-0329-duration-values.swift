// Swift Evolution style (Duration arithmetic): SE-0329 Duration values built, compared and scaled without reading any clock
let lap1: Duration = .seconds(61) + .milliseconds(250)
let lap2: Duration = .milliseconds(59_800)
let lap3 = Duration.seconds(1) * 60 + .microseconds(500)

let laps = [lap1, lap2, lap3]
for (i, lap) in laps.enumerated() {
    print("lap \(i + 1): \(lap)")
}

let total = laps.reduce(.zero, +)
print("total:", total)
print("fastest:", laps.min()!, "slowest:", laps.max()!)
print("average:", total / laps.count)
print("ratio:", lap1 / lap2)

let parts = total.components
print("components:", parts.seconds, parts.attoseconds)

func format(_ d: Duration) -> String {
    let (secs, atto) = d.components
    let ms = atto / 1_000_000_000_000_000
    let minutes = secs / 60
    let seconds = secs % 60
    let padded = seconds < 10 ? "0\(seconds)" : "\(seconds)"
    let msText = String(ms)
    let msPadded = String(repeating: "0", count: 3 - msText.count) + msText
    return "\(minutes):\(padded).\(msPadded)"
}
for lap in laps {
    print(format(lap))
}
print(format(total))

let budget: Duration = .seconds(3 * 60)
let remaining = budget - total
print("remaining:", remaining, remaining > .zero)
print("over budget:", (total * 2) > budget)
print(Duration.seconds(0.5), Duration.milliseconds(1.5), Duration.nanoseconds(42))
print(Duration.seconds(2) == .milliseconds(2000), .zero < Duration.nanoseconds(-1))
// expect: lap 1: 61.25 seconds
// expect: lap 2: 59.8 seconds
// expect: lap 3: 60.0005 seconds
// expect: total: 181.05049999999997 seconds
// expect: fastest: 59.8 seconds slowest: 61.25 seconds
// expect: average: 60.35016666666667 seconds
// expect: ratio: 1.024247491638796
// expect: components: 181 50500000000000000
// expect: 1:01.250
// expect: 0:59.800
// expect: 1:00.000
// expect: 3:01.050
// expect: remaining: -1.0505 seconds false
// expect: over budget: true
// expect: 0.5 seconds 0.0015 seconds 4.2e-08 seconds
// expect: true false
