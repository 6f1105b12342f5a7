// Enumerations: associated values with and without labels, extracted in switch, if case, guard case and for case.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Payment {
    case card(number: String, expiry: (month: Int, year: Int))
    case cash
    case transfer(String)
    case voucher(code: String, cents: Int)
}
func describe(_ p: Payment) -> String {
    switch p {
    case .card(let number, let expiry) where expiry.year < 2025:
        return "expired card ending \(number.suffix(4))"
    case let .card(number, expiry):
        return "card ending \(number.suffix(4)), valid until \(expiry.month)/\(expiry.year)"
    case .cash:
        return "cash"
    case .transfer(let iban):
        return "transfer from \(iban.prefix(4))…"
    case .voucher(code: let code, cents: 0):
        return "empty voucher \(code)"
    case .voucher(_, let cents):
        return "voucher worth \(cents) cents"
    }
}
let payments: [Payment] = [
    .card(number: "4111222233334444", expiry: (12, 2027)),
    .card(number: "5500000000000004", expiry: (month: 1, year: 2020)),
    .cash,
    .transfer("PT50000201231234567890154"),
    .voucher(code: "XMAS", cents: 0),
    .voucher(code: "GIFT", cents: 2_500),
]
for p in payments { print(describe(p)) }
if case .transfer(let iban) = payments[3] { print("IBAN length", iban.count) }
func vouchers(_ list: [Payment]) -> Int {
    var total = 0
    for case let .voucher(_, cents) in list { total += cents }
    return total
}
print("voucher total", vouchers(payments))
func cardYear(_ p: Payment) -> Int? {
    guard case .card(_, let expiry) = p else { return nil }
    return expiry.year
}
print(payments.compactMap(cardYear))
var current = Payment.cash
current = .voucher(code: "NEW", cents: 100)
if case .voucher(code: "NEW", let amount) = current { print("new voucher", amount) }
print(current)
let isCash = { (p: Payment) -> Bool in if case .cash = p { true } else { false } }
print(payments.filter(isCash).count)

// expect: card ending 4444, valid until 12/2027
// expect: expired card ending 0004
// expect: cash
// expect: transfer from PT50…
// expect: empty voucher XMAS
// expect: voucher worth 2500 cents
// expect: IBAN length 25
// expect: voucher total 2500
// expect: [2027, 2020]
// expect: new voucher 100
// expect: voucher(code: "NEW", cents: 100)
// expect: 1
