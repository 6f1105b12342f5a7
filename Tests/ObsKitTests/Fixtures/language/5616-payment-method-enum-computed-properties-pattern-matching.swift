// Swift by Sundell style (enums with associated values): a payment method enum with computed properties, pattern matching and where clauses
enum PaymentMethod {
    case cash
    case card(last4: String, expiresYear: Int)
    case voucher(code: String, value: Double)
    case split([PaymentMethod])

    var title: String {
        switch self {
        case .cash: return "Cash"
        case .card(let last4, _): return "Card ending \(last4)"
        case .voucher(let code, _): return "Voucher \(code)"
        case .split(let parts): return "Split(\(parts.count))"
        }
    }

    func isValid(inYear year: Int) -> Bool {
        switch self {
        case .cash: return true
        case .card(_, let expires) where expires < year: return false
        case .card: return true
        case .voucher(_, let value): return value > 0
        case .split(let parts): return !parts.isEmpty && parts.allSatisfy { $0.isValid(inYear: year) }
        }
    }
}

let methods: [PaymentMethod] = [
    .cash,
    .card(last4: "4242", expiresYear: 2030),
    .card(last4: "0001", expiresYear: 2020),
    .voucher(code: "SPRING", value: 15),
    .voucher(code: "EMPTY", value: 0),
    .split([.cash, .voucher(code: "X1", value: 5)]),
    .split([.cash, .card(last4: "9999", expiresYear: 2019)]),
]

for m in methods {
    let padded = m.title + String(repeating: ".", count: max(0, 18 - m.title.count))
    print(padded, m.isValid(inYear: 2025) ? "ok" : "rejected")
}

let voucherTotal = methods.reduce(0.0) { sum, m in
    if case let .voucher(_, value) = m { return sum + value }
    return sum
}
print("voucher total:", voucherTotal)

let cardCount = methods.filter {
    if case .card = $0 { return true } else { return false }
}.count
print("cards:", cardCount)

// expect: Cash.............. ok
// expect: Card ending 4242.. ok
// expect: Card ending 0001.. rejected
// expect: Voucher SPRING.... ok
// expect: Voucher EMPTY..... rejected
// expect: Split(2).......... ok
// expect: Split(2).......... rejected
// expect: voucher total: 15.0
// expect: cards: 2
