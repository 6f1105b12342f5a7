// Apple docs style (FloatingPointRoundingRule.toNearestOrEven): ties go to the even neighbour
import Glibc  // rounded(_:) needs libm on Linux

let ties: [Double] = [0.5, 1.5, 2.5, 3.5, 4.5, -0.5, -1.5, -2.5]
print("value  schoolbook  bankers")
for t in ties {
    print("\(t)  \(t.rounded())  \(t.rounded(.toNearestOrEven))")
}

// Summing rounded amounts: ties-to-even removes the upward bias
let amounts: [Double] = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5]
let exactSum = amounts.reduce(0, +)
let awaySum = amounts.map { $0.rounded() }.reduce(0, +)
let evenSum = amounts.map { $0.rounded(.toNearestOrEven) }.reduce(0, +)
print("exact \(exactSum), away \(awaySum), even \(evenSum)")

// Rounding cents: not every "tie" is a real tie in binary
func toCents(_ x: Double) -> Int {
    Int((x * 100).rounded(.toNearestOrEven))
}
for price in [0.125, 0.375, 1.005, 2.675, 10.5] {
    print("\(price) * 100 = \(price * 100) -> \(toCents(price)) cents")
}

// Non-ties are unaffected by the rule
let nonTies: [Double] = [2.4999, 2.5001, -3.49, -3.51]
let same = nonTies.allSatisfy { $0.rounded() == $0.rounded(.toNearestOrEven) }
print("non-ties agree:", same)

// Splitting a bill fairly
let bill = 100.0
let people = 3.0
let share = (bill / people * 100).rounded(.toNearestOrEven) / 100
print("share \(share), collected \(share * people)")

// expect: value  schoolbook  bankers
// expect: 0.5  1.0  0.0
// expect: 1.5  2.0  2.0
// expect: 2.5  3.0  2.0
// expect: 3.5  4.0  4.0
// expect: 4.5  5.0  4.0
// expect: -0.5  -1.0  -0.0
// expect: -1.5  -2.0  -2.0
// expect: -2.5  -3.0  -2.0
// expect: exact 32.0, away 36.0, even 32.0
// expect: 0.125 * 100 = 12.5 -> 12 cents
// expect: 0.375 * 100 = 37.5 -> 38 cents
// expect: 1.005 * 100 = 100.49999999999999 -> 100 cents
// expect: 2.675 * 100 = 267.5 -> 268 cents
// expect: 10.5 * 100 = 1050.0 -> 1050 cents
// expect: non-ties agree: true
// expect: share 33.33, collected 99.99
