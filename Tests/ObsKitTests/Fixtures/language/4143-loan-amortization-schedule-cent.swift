// App code style: loan amortization schedule with cent rounding and early payoff scenarios
struct Cents: CustomStringConvertible, Comparable, AdditiveArithmetic {
    var raw: Int
    static var zero: Cents { Cents(raw: 0) }
    static func + (a: Cents, b: Cents) -> Cents { Cents(raw: a.raw + b.raw) }
    static func - (a: Cents, b: Cents) -> Cents { Cents(raw: a.raw - b.raw) }
    static func < (a: Cents, b: Cents) -> Bool { a.raw < b.raw }
    init(raw: Int) { self.raw = raw }
    init(dollars: Double) { raw = Int((dollars * 100).rounded()) }
    var description: String {
        let s = String(raw % 100)
        return "\(raw / 100).\(s.count == 1 ? "0" + s : s)"
    }
}

struct Installment {
    let number: Int
    let payment: Cents
    let interest: Cents
    let principal: Cents
    let balance: Cents
}

struct Loan {
    let principal: Cents
    let annualRatePercent: Double
    let months: Int

    var monthlyPayment: Cents {
        let r = annualRatePercent / 100 / 12
        guard r > 0 else { return Cents(raw: (principal.raw + months - 1) / months) }
        var growth = 1.0
        for _ in 0..<months { growth *= 1 + r }
        return Cents(dollars: Double(principal.raw) / 100 * r * growth / (growth - 1))
    }

    func schedule(extraPerMonth: Cents = .zero) -> [Installment] {
        var balance = principal
        var rows: [Installment] = []
        let r = annualRatePercent / 100 / 12
        var n = 0
        while balance > .zero && n < months {
            n += 1
            let interest = Cents(raw: Int((Double(balance.raw) * r).rounded()))
            var pay = monthlyPayment + extraPerMonth
            if pay > balance + interest || n == months { pay = balance + interest }
            let princ = pay - interest
            balance = balance - princ
            rows.append(Installment(number: n, payment: pay, interest: interest, principal: princ, balance: balance))
        }
        return rows
    }
}

func summarize(_ label: String, _ rows: [Installment]) {
    let interest = rows.map(\.interest).reduce(.zero, +)
    let paid = rows.reduce(Cents.zero) { $0 + $1.payment }
    print("\(label): \(rows.count) payments, total \(paid), interest \(interest)")
}

let loan = Loan(principal: Cents(dollars: 12_000), annualRatePercent: 6.5, months: 24)
print("monthly:", loan.monthlyPayment)
let rows = loan.schedule()
for row in rows.prefix(3) + rows.suffix(2) {
    print("#\(row.number) pay \(row.payment) int \(row.interest) prin \(row.principal) bal \(row.balance)")
}
summarize("standard", rows)
summarize("extra 150", loan.schedule(extraPerMonth: Cents(dollars: 150)))
summarize("extra 1000", loan.schedule(extraPerMonth: Cents(raw: 100_000)))
let zero = Loan(principal: Cents(dollars: 1000), annualRatePercent: 0, months: 3)
print("zero-rate:", zero.schedule().map { $0.payment.description })
let small = Loan(principal: Cents(raw: 99), annualRatePercent: 12, months: 2)
print("tiny:", small.monthlyPayment, small.schedule().map { "\($0.payment)/\($0.balance)" })
// expect: monthly: 534.56
// expect: #1 pay 534.56 int 65.00 prin 469.56 bal 11530.44
// expect: #2 pay 534.56 int 62.46 prin 472.10 bal 11058.34
// expect: #3 pay 534.56 int 59.90 prin 474.66 bal 10583.68
// expect: #23 pay 534.56 int 5.74 prin 528.82 bal 531.55
// expect: #24 pay 534.43 int 2.88 prin 531.55 bal 0.00
// expect: standard: 24 payments, total 12829.31, interest 829.31
// expect: extra 150: 19 payments, total 12643.15, interest 643.15
// expect: extra 1000: 9 payments, total 12294.80, interest 294.80
// expect: zero-rate: ["333.34", "333.34", "333.32"]
// expect: tiny: 0.50 ["0.50/0.50", "0.51/0.00"]
