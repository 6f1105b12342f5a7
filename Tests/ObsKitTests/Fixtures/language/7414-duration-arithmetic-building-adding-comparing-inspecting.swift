// Tutorial style (Duration arithmetic): building, adding, comparing and inspecting Duration values (expected output from swiftc on this machine, in the simulated device's locale en_US: the machine's own default, en_001, abbreviates seconds "secs")
import Foundation

let a = Duration.seconds(90)
let b = Duration.milliseconds(2500)
let c = Duration.seconds(120)

print(a)
print(b)
print(a + b)
print(c - a)
print(a * 3)
print(c / 4)
print(a < c, b > a, a == .seconds(90))

let (seconds, attoseconds) = b.components
print("components: \(seconds) s, \(attoseconds) as")

let list: [Duration] = [.seconds(5), .milliseconds(800), .microseconds(1_500_000), .seconds(1)]
print(list.sorted())
print(list.max()!)
let sum = list.reduce(Duration.zero, +)
print("Sum: \(sum)")
print("Sum formatted: \(sum.formatted(.units(allowed: [.seconds, .milliseconds], width: .abbreviated)))")

func timeString(_ d: Duration) -> String {
    let total = d.components.seconds
    return String(format: "%02d:%02d", total / 60, total % 60)
}
print(timeString(.seconds(125)))
print(timeString(.seconds(3599)))
print(Duration.seconds(1) / Duration.milliseconds(250))
// expect: 90.0 seconds
// expect: 2.5 seconds
// expect: 92.5 seconds
// expect: 30.0 seconds
// expect: 270.0 seconds
// expect: 30.0 seconds
// expect: true false true
// expect: components: 2 s, 500000000000000000 as
// expect: [0.8 seconds, 1.0 seconds, 1.5 seconds, 5.0 seconds]
// expect: 5.0 seconds
// expect: Sum: 8.3 seconds
// expect: Sum formatted: 8 sec, 300 ms
// expect: 02:05
// expect: 59:59
// expect: 4.0
