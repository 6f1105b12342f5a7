// App code style: loan amortization using integer cents, stride over months and formatted money strings
struct Money: CustomStringConvertible, Comparable {
    let cents: Int
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func - (a: Money, b: Money) -> Money { Money(cents: a.cents - b.cents) }
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }

    var description: String {
        let sign = cents < 0 ? "-" : ""
        let value = abs(cents)
        let fraction = value % 100
        return "\(sign)$\(value / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

struct Loan {
    let principal: Money
    let monthlyRatePerMille: Int
    let payment: Money

    func schedule(maxMonths: Int) -> [(month: Int, interest: Money, balance: Money)] {
        var balance = principal
        var rows: [(Int, Money, Money)] = []
        for month in 1...maxMonths {
            guard balance > Money(cents: 0) else { break }
            let interest = Money(cents: balance.cents * monthlyRatePerMille / 1000)
            let due = balance + interest
            balance = due < payment ? Money(cents: 0) : due - payment
            rows.append((month, interest, balance))
        }
        return rows
    }
}

let loan = Loan(principal: Money(cents: 100_000), monthlyRatePerMille: 10, payment: Money(cents: 25_000))
let rows = loan.schedule(maxMonths: 12)
for row in rows {
    print("Month \(row.month): interest \(row.interest), balance \(row.balance)")
}
let totalInterest = rows.map(\.interest).reduce(Money(cents: 0), +)
print("Paid off in \(rows.count) months, interest \(totalInterest)")
for m in stride(from: rows.count, through: 1, by: -2) {
    print("checkpoint \(m): \(rows[m - 1].balance)")
}
print(Money(cents: -505), Money(cents: 7))
// expect: Month 1: interest $10.00, balance $760.00
// expect: Month 2: interest $7.60, balance $517.60
// expect: Month 3: interest $5.17, balance $272.77
// expect: Month 4: interest $2.72, balance $25.49
// expect: Month 5: interest $0.25, balance $0.00
// expect: Paid off in 5 months, interest $25.74
// expect: checkpoint 5: $0.00
// expect: checkpoint 3: $272.77
// expect: checkpoint 1: $760.00
// expect: -$5.05 $0.07
