// App code style: loan amortization schedule in integer cents
struct Payment {
    let number: Int
    let interest: Int
    let principal: Int
    let balance: Int
}

enum LoanError: Error, CustomStringConvertible {
    case nonPositive(String)
    case neverPaysOff(payment: Int, firstInterest: Int)
    var description: String {
        switch self {
        case .nonPositive(let what): return "\(what) must be positive"
        case let .neverPaysOff(p, i): return "payment \(p) does not cover interest \(i)"
        }
    }
}

func schedule(principal: Int, ratePerMille monthly: Int, payment: Int) throws -> [Payment] {
    guard principal > 0 else { throw LoanError.nonPositive("principal") }
    guard payment > 0 else { throw LoanError.nonPositive("payment") }
    let firstInterest = principal * monthly / 1000
    guard payment > firstInterest else { throw LoanError.neverPaysOff(payment: payment, firstInterest: firstInterest) }
    var balance = principal
    var rows: [Payment] = []
    var n = 0
    while balance > 0 {
        n += 1
        let interest = balance * monthly / 1000
        let principalPart = min(payment - interest, balance)
        balance -= principalPart
        rows.append(Payment(number: n, interest: interest, principal: principalPart, balance: balance))
    }
    return rows
}

func cents(_ v: Int) -> String {
    let s = "\(v / 100).\(v % 100 < 10 ? "0" : "")\(v % 100)"
    return String(repeating: " ", count: max(0, 9 - s.count)) + s
}

let cases: [(Int, Int, Int)] = [(500_000, 10, 90_000), (100_000, 20, 1_000), (0, 5, 100), (250_000, 5, 40_000)]
for (p, r, pay) in cases {
    print("loan \(p / 100) at \(r)/1000 monthly, paying \(pay / 100)")
    do {
        let rows = try schedule(principal: p, ratePerMille: r, payment: pay)
        print("  #   interest principal   balance")
        for row in rows {
            let num = row.number < 10 ? " \(row.number)" : "\(row.number)"
            print("  \(num) \(cents(row.interest)) \(cents(row.principal)) \(cents(row.balance))")
        }
        let totalInterest = rows.reduce(0) { $0 + $1.interest }
        print("  months: \(rows.count), interest paid: \(cents(totalInterest).trimmingPrefix(" "))")
        let halfway = rows.first { $0.balance <= p / 2 }
        print("  half paid after month \(halfway?.number ?? 0)")
    } catch let error as LoanError {
        print("  error: \(error)")
    }
}

// expect: loan 5000 at 10/1000 monthly, paying 900
// expect:   #   interest principal   balance
// expect:    1     50.00    850.00   4150.00
// expect:    2     41.50    858.50   3291.50
// expect:    3     32.91    867.09   2424.41
// expect:    4     24.24    875.76   1548.65
// expect:    5     15.48    884.52    664.13
// expect:    6      6.64    664.13      0.00
// expect:   months: 6, interest paid:   170.77
// expect:   half paid after month 3
// expect: loan 1000 at 20/1000 monthly, paying 10
// expect:   error: payment 1000 does not cover interest 2000
// expect: loan 0 at 5/1000 monthly, paying 1
// expect:   error: principal must be positive
// expect: loan 2500 at 5/1000 monthly, paying 400
// expect:   #   interest principal   balance
// expect:    1     12.50    387.50   2112.50
// expect:    2     10.56    389.44   1723.06
// expect:    3      8.61    391.39   1331.67
// expect:    4      6.65    393.35    938.32
// expect:    5      4.69    395.31    543.01
// expect:    6      2.71    397.29    145.72
// expect:    7      0.72    145.72      0.00
// expect:   months: 7, interest paid:    46.44
// expect:   half paid after month 4
