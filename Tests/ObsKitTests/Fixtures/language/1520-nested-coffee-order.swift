// Nested types: enums nested in a struct, a struct nested in an enum, raw values and a computed description using both.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct CoffeeOrder {
    enum Size: Character, CaseIterable {
        case small = "S", medium = "M", large = "L"
    }
    enum Drink: Int {
        case espresso = 2, americano, latte, mocha

        struct Cost {
            let base: Int
            let extraShot: Int?
        }

        var cost: Cost {
            switch self {
            case .espresso: return Cost(base: 2, extraShot: 1)
            case .latte, .mocha: return Cost(base: 4, extraShot: nil)
            default: return Cost(base: rawValue, extraShot: nil)
            }
        }
    }

    let drink: Drink
    let size: Size

    var summary: String {
        var text = "\(size) \(drink) (\(size.rawValue)) costs \(drink.cost.base)"
        if let extra = drink.cost.extraShot {
            text += " plus \(extra) per extra shot"
        }
        return text
    }
}

let tray = [
    CoffeeOrder(drink: .espresso, size: .small),
    CoffeeOrder(drink: .mocha, size: .large),
    CoffeeOrder(drink: .americano, size: .medium),
]
for order in tray {
    print(order.summary)
}
let symbol = CoffeeOrder.Size.medium.rawValue
print("medium symbol:", symbol)
print(CoffeeOrder.Size.allCases.map { String($0.rawValue) }.joined())
let cost: CoffeeOrder.Drink.Cost = CoffeeOrder.Drink.latte.cost
print(cost.base, cost.extraShot as Any)
print(CoffeeOrder.Drink(rawValue: 4) == .latte, CoffeeOrder.Drink(rawValue: 1) == nil)

// expect: small espresso (S) costs 2 plus 1 per extra shot
// expect: large mocha (L) costs 4
// expect: medium americano (M) costs 3
// expect: medium symbol: M
// expect: SML
// expect: 4 nil
// expect: true true
