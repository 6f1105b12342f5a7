// Mistake: switches over an enum with associated values but leaves out one case and has no `default`.
// Expected message: swiftc 6.3.1 -typecheck on this machine
enum PaymentMethod {
    case cash
    case card(lastFour: String)
    case voucher(code: String, amount: Double)
}

func describe(_ method: PaymentMethod) -> String {
    switch method {
    case .cash:
        return "Paid in cash"
    case .card(let lastFour):
        return "Card ending in \(lastFour)"
    }
}

let payments: [PaymentMethod] = [.cash, .card(lastFour: "4242"), .voucher(code: "SPRING", amount: 5)]
for payment in payments {
    print(describe(payment))
}
// expect-error: switch must be exhaustive
