// App code style: a warehouse inventory with typed weights, Sequence sum extensions and shipping tiers
// known-gap: error: 4538-inventory-weights.swift:9:21: error: not supported yet: the type 'T' stands for here is not known (ObsREPL checks no types; pass it, as in 'T.self', or give it by an argument of its type)
extension Sequence where Element: AdditiveArithmetic {
    func sum() -> Element { reduce(.zero, +) }
}

extension Sequence {
    func sum<T: AdditiveArithmetic>(of key: (Element) -> T) -> T {
        var total = T.zero
        for e in self { total += key(e) }
        return total
    }
}

struct Grams: AdditiveArithmetic, Comparable, CustomStringConvertible {
    var value: Int
    static var zero: Grams { Grams(value: 0) }
    static func + (a: Grams, b: Grams) -> Grams { Grams(value: a.value + b.value) }
    static func - (a: Grams, b: Grams) -> Grams { Grams(value: a.value - b.value) }
    static func < (a: Grams, b: Grams) -> Bool { a.value < b.value }
    static func * (a: Grams, n: Int) -> Grams { Grams(value: a.value * n) }
    var kilograms: Double { Double(value) / 1000 }
    var description: String { value >= 1000 ? "\(kilograms) kg" : "\(value) g" }
}

struct Item {
    let sku: String
    let unitWeight: Grams
    var quantity: Int
    let unitPrice: Double
    var weight: Grams { unitWeight * quantity }
    var value: Double { unitPrice * Double(quantity) }
}

enum ShippingTier: CaseIterable {
    case letter, small, medium, freight
    static func tier(for w: Grams) -> ShippingTier {
        switch w.value {
        case ..<500: return .letter
        case 500..<5_000: return .small
        case 5_000..<30_000: return .medium
        default: return .freight
        }
    }
    var rate: Double {
        switch self {
        case .letter: return 1.5
        case .small: return 4.25
        case .medium: return 12.0
        case .freight: return 80.0
        }
    }
}

var stock = [
    Item(sku: "BOLT-10", unitWeight: Grams(value: 12), quantity: 250, unitPrice: 0.05),
    Item(sku: "NUT-10", unitWeight: Grams(value: 4), quantity: 300, unitPrice: 0.02),
    Item(sku: "PLATE", unitWeight: Grams(value: 1_200), quantity: 3, unitPrice: 14.5),
    Item(sku: "CABLE", unitWeight: Grams(value: 350), quantity: 1, unitPrice: 9.99),
]

for item in stock {
    print(item.sku, item.quantity, item.weight, item.value)
}
let totalWeight = stock.map(\.weight).sum()
print("total weight:", totalWeight)
print("total value:", stock.sum { $0.value })
print("total units:", stock.sum { $0.quantity })
print("heaviest:", stock.max { $0.weight < $1.weight }!.sku)
print("tier:", ShippingTier.tier(for: totalWeight), ShippingTier.tier(for: totalWeight).rate)

stock[0].quantity -= 200
stock[2].quantity = 0
let remaining = stock.filter { $0.quantity > 0 }
print("remaining skus:", remaining.map(\.sku))
let newWeight = remaining.sum { $0.weight }
print("new weight:", newWeight, ShippingTier.tier(for: newWeight))
for w in [Grams(value: 499), Grams(value: 500), Grams(value: 29_999), Grams(value: 30_000)] {
    print(w, ShippingTier.tier(for: w))
}
print([1, 2, 3].sum(), [0.1, 0.2, 0.3].sum(), [Float(0.5), 0.25].sum(), [Int8]().sum())
print((1...10).sum(), stride(from: 0.0, to: 1.0, by: 0.25).sum())
// expect: BOLT-10 250 3.0 kg 12.5
// expect: NUT-10 300 1.2 kg 6.0
// expect: PLATE 3 3.6 kg 43.5
// expect: CABLE 1 350 g 9.99
// expect: total weight: 8.15 kg
// expect: total value: 71.99
// expect: total units: 554
// expect: heaviest: PLATE
// expect: tier: medium 12.0
// expect: remaining skus: ["BOLT-10", "NUT-10", "CABLE"]
// expect: new weight: 2.15 kg small
// expect: 499 g letter
// expect: 500 g small
// expect: 29.999 kg medium
// expect: 30.0 kg freight
// expect: 6 0.6000000000000001 0.75 0
// expect: 55 1.5
