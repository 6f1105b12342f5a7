// Tutorial style (FormatStyle percent): formatting ratios with .percent and its modifiers
import Foundation

let en = Locale(identifier: "en_US")
let fr = Locale(identifier: "fr_FR")

let completion = 0.4567
print(completion.formatted(.percent.locale(en)))
print(completion.formatted(.percent.precision(.fractionLength(1)).locale(en)))
print(completion.formatted(.percent.precision(.fractionLength(0)).locale(en)))
print(completion.formatted(.percent.locale(fr)))

print(45.formatted(.percent.locale(en)))
print(1.25.formatted(.percent.locale(en)))

struct Task {
    let name: String
    let done: Int
    let total: Int
    var progress: Double { Double(done) / Double(total) }
}

let tasks = [
    Task(name: "Design", done: 3, total: 4),
    Task(name: "Build", done: 7, total: 12),
    Task(name: "Test", done: 0, total: 5),
]
for t in tasks {
    let p = t.progress.formatted(.percent.precision(.fractionLength(1)).locale(en))
    print("\(t.name.padding(toLength: 8, withPad: " ", startingAt: 0))\(p)")
}

let growth = -0.125
print(growth.formatted(.percent.sign(strategy: .always()).locale(en)))
print(0.05.formatted(.percent.sign(strategy: .always()).locale(en)))
// expect: 45.67%
// expect: 45.7%
// expect: 46%
// expect: 45,67 %
// expect: 45%
// expect: 125%
// expect: Design  75.0%
// expect: Build   58.3%
// expect: Test    0.0%
// expect: -12.5%
// expect: +5%
