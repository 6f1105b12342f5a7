// App code style: Money in integer cents allocated by ratios, with largest-remainder rounding and split checks
struct Money: Comparable, CustomStringConvertible, AdditiveArithmetic {
    var cents: Int

    static var zero: Money { Money(cents: 0) }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func - (a: Money, b: Money) -> Money { Money(cents: a.cents - b.cents) }
    static func * (a: Money, n: Int) -> Money { Money(cents: a.cents * n) }
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }

    var description: String {
        let sign = cents < 0 ? "-" : ""
        let m = cents.magnitude
        let fraction = m % 100
        return "\(sign)$\(m / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    func allocate(_ ratios: [Int]) -> [Money] {
        let total = ratios.reduce(0, +)
        precondition(total > 0)
        var shares = ratios.map { cents * $0 / total }
        var remainders = ratios.enumerated().map { (offset: $0.offset, rest: cents * $0.element % total) }
        var leftover = cents - shares.reduce(0, +)
        remainders.sort { $0.rest != $1.rest ? $0.rest > $1.rest : $0.offset < $1.offset }
        var i = 0
        while leftover > 0 {
            shares[remainders[i % remainders.count].offset] += 1
            leftover -= 1
            i += 1
        }
        return shares.map { Money(cents: $0) }
    }

    func percent(_ basisPoints: Int) -> Money {
        let raw = cents * basisPoints
        return Money(cents: (raw + 5_000) / 10_000)
    }
}

extension Sequence where Element == Money {
    func sum() -> Money { reduce(.zero, +) }
}

let bill = Money(cents: 100_00)
for ratios in [[1, 1, 1], [50, 30, 20], [1, 2], [3, 3, 3, 1], [7]] {
    let parts = bill.allocate(ratios)
    print("\(bill) by \(ratios):", parts, "sum", parts.sum(), parts.sum() == bill ? "✓" : "✗")
}
let odd = Money(cents: 1)
print("1 cent three ways:", odd.allocate([1, 1, 1]))
let rent = Money(cents: 2_345_67)
let split = rent.allocate([40, 35, 25])
print("rent:", split, "max:", split.max()!, "min:", split.min()!)

let subtotal = [Money(cents: 12_99), Money(cents: 4_50) * 3, Money(cents: 99)].sum()
let discount = subtotal.percent(1_500)
let tax = (subtotal - discount).percent(825)
print("subtotal \(subtotal) discount -\(discount) tax \(tax) total \(subtotal - discount + tax)")

let tipOptions = [1_500, 1_800, 2_000, 2_250]
for bp in tipOptions {
    let tip = subtotal.percent(bp)
    let perPerson = (subtotal + tip).allocate([1, 1, 1])
    print("tip \(bp / 100).\(bp % 100 / 10)%: \(tip) each \(perPerson.map(\.description).joined(separator: "/"))")
}
let refunds = [Money(cents: -5_00), Money(cents: 2_50)]
print("net refunds:", refunds.sum(), "sorted:", (refunds + [Money.zero]).sorted())

// expect: $100.00 by [1, 1, 1]: [$33.34, $33.33, $33.33] sum $100.00 ✓
// expect: $100.00 by [50, 30, 20]: [$50.00, $30.00, $20.00] sum $100.00 ✓
// expect: $100.00 by [1, 2]: [$33.33, $66.67] sum $100.00 ✓
// expect: $100.00 by [3, 3, 3, 1]: [$30.00, $30.00, $30.00, $10.00] sum $100.00 ✓
// expect: $100.00 by [7]: [$100.00] sum $100.00 ✓
// expect: 1 cent three ways: [$0.01, $0.00, $0.00]
// expect: rent: [$938.27, $820.98, $586.42] max: $938.27 min: $586.42
// expect: subtotal $27.48 discount -$4.12 tax $1.93 total $25.29
// expect: tip 15.0%: $4.12 each $10.54/$10.53/$10.53
// expect: tip 18.0%: $4.95 each $10.81/$10.81/$10.81
// expect: tip 20.0%: $5.50 each $11.00/$10.99/$10.99
// expect: tip 22.5%: $6.18 each $11.22/$11.22/$11.22
// expect: net refunds: -$2.50 sorted: [-$5.00, $0.00, $2.50]
