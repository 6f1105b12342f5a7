// Swift Playgrounds style (enums): a coffee shop menu with raw values, CaseIterable, associated values and methods
enum Size: String, CaseIterable {
    case small = "S", medium = "M", large = "L"
    var extraCost: Double {
        switch self {
        case .small: return 0
        case .medium: return 0.5
        case .large: return 1.0
        }
    }
}

enum Drink: CaseIterable {
    case espresso, latte, mocha, tea
    var basePrice: Double {
        switch self {
        case .espresso: return 2.5
        case .latte: return 3.75
        case .mocha: return 4.25
        case .tea: return 2.0
        }
    }
}

enum Weekday: Int, CaseIterable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday
    var isWeekend: Bool { self == .saturday || self == .sunday }
}

enum Payment {
    case cash(Double)
    case card(last4: String)
    case giftCard(code: String, balance: Double)
    case free
}

for size in Size.allCases {
    print("\(size) = \(size.rawValue), +\(size.extraCost)")
}
print("Menu has \(Drink.allCases.count) drinks")
for drink in Drink.allCases {
    let prices = Size.allCases.map { drink.basePrice + $0.extraCost }
    print("\(drink): \(prices)")
}
print(Size(rawValue: "M") ?? .small, Size(rawValue: "XL") as Any)
print(Weekday(rawValue: 6)!, Weekday.friday.rawValue)
let weekend = Weekday.allCases.filter(\.isWeekend)
print(weekend)

func describe(_ payment: Payment) -> String {
    switch payment {
    case .cash(let amount) where amount >= 20:
        return "big cash \(amount)"
    case .cash(let amount):
        return "cash \(amount)"
    case .card(let last4):
        return "card ending \(last4)"
    case let .giftCard(code, balance) where balance > 0:
        return "gift card \(code) with \(balance) left"
    case .giftCard(let code, _):
        return "empty gift card \(code)"
    case .free:
        return "on the house"
    }
}
let payments: [Payment] = [.cash(5), .cash(50), .card(last4: "4821"), .giftCard(code: "XMAS", balance: 12.5), .giftCard(code: "OLD", balance: 0), .free]
payments.map(describe).forEach { print($0) }
if case .card(let digits) = payments[2] { print("Card digits count: \(digits.count)") }
var current = Size.small
current = .large
print(current == .large ? "Large!" : "Not large")

// expect: small = S, +0.0
// expect: medium = M, +0.5
// expect: large = L, +1.0
// expect: Menu has 4 drinks
// expect: espresso: [2.5, 3.0, 3.5]
// expect: latte: [3.75, 4.25, 4.75]
// expect: mocha: [4.25, 4.75, 5.25]
// expect: tea: [2.0, 2.5, 3.0]
// expect: medium nil
// expect: saturday 5
// expect: [main.Weekday.saturday, main.Weekday.sunday]
// expect: cash 5.0
// expect: big cash 50.0
// expect: card ending 4821
// expect: gift card XMAS with 12.5 left
// expect: empty gift card OLD
// expect: on the house
// expect: Card digits count: 4
// expect: Large!
