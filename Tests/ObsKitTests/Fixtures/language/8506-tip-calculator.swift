// Course style (tip calculator checkpoint): Doubles, rounding, splitting the bill
import Foundation

struct Bill {
    let amount: Double
    let people: Int

    func tip(percent: Int) -> Double {
        return amount * Double(percent) / 100
    }

    func perPerson(percent: Int) -> Double {
        let total = amount + tip(percent: percent)
        return total / Double(people)
    }
}

let dinner = Bill(amount: 86.40, people: 3)
print("Bill: \(String(format: "%.2f", dinner.amount)) split \(dinner.people) ways")

for percent in [10, 15, 18, 20, 25] {
    let tip = dinner.tip(percent: percent)
    let each = dinner.perPerson(percent: percent)
    print("\(percent)%: tip \(String(format: "%.2f", tip)), each pays \(String(format: "%.2f", each))")
}

// Round each share up to the next whole dollar
let share = dinner.perPerson(percent: 20)
let roundedUp = share.rounded(.up)
let extra = roundedUp * Double(dinner.people) - (dinner.amount + dinner.tip(percent: 20))
print("Rounded share: \(Int(roundedUp)) (extra tip \(String(format: "%.2f", extra)))")

// Rounding modes drill
let sample = 12.5
print("toNearestOrAwayFromZero: \(sample.rounded())")
print("toNearestOrEven: \(sample.rounded(.toNearestOrEven))")
print("down: \(sample.rounded(.down)), up: \(sample.rounded(.up))")
print("towardZero of -7.8: \((-7.8).rounded(.towardZero))")

let tipPercentages = stride(from: 0.10, through: 0.30, by: 0.05).map { Int(($0 * 100).rounded()) }
print("Options: \(tipPercentages)")

let small = Bill(amount: 9.99, people: 1)
let cents = Int((small.tip(percent: 15) * 100).rounded())
print("Tip on 9.99 at 15% = \(cents) cents")

// expect: Bill: 86.40 split 3 ways
// expect: 10%: tip 8.64, each pays 31.68
// expect: 15%: tip 12.96, each pays 33.12
// expect: 18%: tip 15.55, each pays 33.98
// expect: 20%: tip 17.28, each pays 34.56
// expect: 25%: tip 21.60, each pays 36.00
// expect: Rounded share: 35 (extra tip 1.32)
// expect: toNearestOrAwayFromZero: 13.0
// expect: toNearestOrEven: 12.0
// expect: down: 12.0, up: 13.0
// expect: towardZero of -7.8: -7.0
// expect: Options: [10, 15, 20, 25]
// expect: Tip on 9.99 at 15% = 150 cents
