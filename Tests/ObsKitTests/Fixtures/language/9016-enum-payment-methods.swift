// Enums with associated values, computed properties, mutating methods and pattern matching
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum PaymentMethod {
    case cash
    case card(last4: String, expiry: (month: Int, year: Int))
    case giftCard(code: String, balance: Int)
    case applePay(deviceName: String)

    var displayName: String {
        switch self {
        case .cash: return "Cash"
        case .card(let last4, _): return "Card •••• \(last4)"
        case .giftCard(let code, _): return "Gift card \(code.prefix(4))…"
        case .applePay(let device): return "Apple Pay (\(device))"
        }
    }

    func canPay(cents: Int, currentYear: Int) -> Bool {
        switch self {
        case .cash, .applePay:
            return true
        case let .card(_, expiry) where expiry.year < currentYear:
            return false
        case .card:
            return true
        case .giftCard(_, let balance):
            return balance >= cents
        }
    }

    mutating func charge(cents: Int) -> Bool {
        guard case .giftCard(let code, let balance) = self else { return true }
        guard balance >= cents else { return false }
        self = .giftCard(code: code, balance: balance - cents)
        return true
    }
}

var methods: [PaymentMethod] = [
    .cash,
    .card(last4: "4242", expiry: (month: 12, year: 2030)),
    .card(last4: "0001", expiry: (month: 1, year: 2020)),
    .giftCard(code: "GIFT-XYZ-99", balance: 2500),
    .applePay(deviceName: "iPhone")
]

for m in methods {
    print(m.displayName.padded(26), m.canPay(cents: 3000, currentYear: 2025) ? "ok" : "declined")
}

extension String {
    func padded(_ n: Int) -> String { self + String(repeating: " ", count: max(0, n - count)) }
}

for amount in [1000, 1000, 1000] {
    let ok = methods[3].charge(cents: amount)
    if case .giftCard(_, let balance) = methods[3] {
        print("charge \(amount): \(ok ? "success" : "insufficient"), balance \(balance)")
    }
}

let cardCount = methods.filter { if case .card = $0 { return true } else { return false } }.count
print("cards on file:", cardCount)
// expect: Cash                       ok
// expect: Card •••• 4242             ok
// expect: Card •••• 0001             declined
// expect: Gift card GIFT…            declined
// expect: Apple Pay (iPhone)         ok
// expect: charge 1000: success, balance 1500
// expect: charge 1000: success, balance 500
// expect: charge 1000: insufficient, balance 500
// expect: cards on file: 2
