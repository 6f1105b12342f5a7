// Course style (protocols drill): Describable with default implementation, protocol composition
protocol Describable {
    var title: String { get }
    func describe() -> String
}

extension Describable {
    func describe() -> String {
        return "<\(title)>"
    }
}

protocol Priced {
    var price: Int { get }
}

extension Priced {
    var priceTag: String {
        return "$\(price / 100).\(String(format2: price % 100))"
    }
}

extension String {
    init(format2 value: Int) {
        self = value < 10 ? "0\(value)" : "\(value)"
    }
}

struct Movie: Describable, Priced {
    let title: String
    let year: Int
    let price: Int
    func describe() -> String { "\(title) (\(year))" }
}

struct Podcast: Describable {
    let title: String
    let episodes: Int
}

class Gadget: Describable, Priced {
    let title: String
    let price: Int
    init(title: String, price: Int) {
        self.title = title
        self.price = price
    }
}

let items: [Describable] = [
    Movie(title: "Northern Stars", year: 2019, price: 1499),
    Podcast(title: "Byte Talk", episodes: 212),
    Gadget(title: "Pocket Lamp", price: 2505),
]

for item in items {
    print(item.describe())
}

let sellable = items.compactMap { $0 as? Describable & Priced }
for thing in sellable {
    print("\(thing.title) costs \(thing.priceTag)")
}

func cheapest(_ list: [Describable & Priced]) -> String {
    guard let min = list.min(by: { $0.price < $1.price }) else { return "none" }
    return min.title
}
print("Cheapest: \(cheapest(sellable))")
print("Podcast is Priced? \(items[1] is Priced)")
print("Gadget is a class instance: \(items[2] is AnyObject)")
print("Total: \(sellable.reduce(0) { $0 + $1.price }) cents")

// expect: Northern Stars (2019)
// expect: <Byte Talk>
// expect: <Pocket Lamp>
// expect: Northern Stars costs $14.99
// expect: Pocket Lamp costs $25.05
// expect: Cheapest: Northern Stars
// expect: Podcast is Priced? false
// expect: Gadget is a class instance: true
// expect: Total: 4004 cents
