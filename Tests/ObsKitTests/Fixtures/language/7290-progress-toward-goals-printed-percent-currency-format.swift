// Hacking with Swift style (savings goals): progress toward goals printed with .percent and .currency format styles and a text bar
import Foundation

let us = Locale(identifier: "en_US")

struct Goal {
    let name: String
    let target: Double
    var saved: Double
    var progress: Double { min(saved / target, 1) }
}

var goals = [
    Goal(name: "Emergency fund", target: 5_000, saved: 3_275.5),
    Goal(name: "New laptop", target: 1_899.99, saved: 1_899.99),
    Goal(name: "Trip to Japan", target: 4_200, saved: 310),
]

func bar(_ fraction: Double, width: Int = 20) -> String {
    let filled = Int((fraction * Double(width)).rounded(.down))
    return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "]"
}

func report() {
    for goal in goals {
        let percent = goal.progress.formatted(.percent.precision(.fractionLength(0)).locale(us))
        let saved = goal.saved.formatted(.currency(code: "USD").locale(us))
        let target = goal.target.formatted(.currency(code: "USD").locale(us))
        print("\(goal.name.padding(toLength: 15, withPad: " ", startingAt: 0)) \(bar(goal.progress)) \(percent) (\(saved) of \(target))")
    }
}

report()
print("-- after a deposit of $500 to each open goal")
for i in goals.indices where goals[i].progress < 1 {
    goals[i].saved += 500
}
report()

let totalSaved = goals.reduce(0) { $0 + $1.saved }
let totalTarget = goals.reduce(0) { $0 + $1.target }
print("overall:", (totalSaved / totalTarget).formatted(.percent.precision(.fractionLength(2)).locale(us)))
let monthly = 250.0
let remaining = goals[2].target - goals[2].saved
let months = Int((remaining / monthly).rounded(.up))
print("Japan needs \(remaining.formatted(.currency(code: "USD").locale(us))) more: \(months) months at \(monthly.formatted(.currency(code: "USD").precision(.fractionLength(0)).locale(us)))/month")

// expect: Emergency fund  [#############.......] 66% ($3,275.50 of $5,000.00)
// expect: New laptop      [####################] 100% ($1,899.99 of $1,899.99)
// expect: Trip to Japan   [#...................] 7% ($310.00 of $4,200.00)
// expect: -- after a deposit of $500 to each open goal
// expect: Emergency fund  [###############.....] 76% ($3,775.50 of $5,000.00)
// expect: New laptop      [####################] 100% ($1,899.99 of $1,899.99)
// expect: Trip to Japan   [###.................] 19% ($810.00 of $4,200.00)
// expect: overall: 58.43%
// expect: Japan needs $3,390.00 more: 14 months at $250/month
