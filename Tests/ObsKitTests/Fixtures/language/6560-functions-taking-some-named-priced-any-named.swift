// WWDC Embrace Swift generics style (protocol composition): functions taking some Named & Priced, and an any Named & Priced array sorted by a composed requirement
protocol Named { var name: String { get } }
protocol Priced { var cents: Int { get } }
protocol Discountable { func discounted(percent: Int) -> Int }

extension Discountable where Self: Priced {
    func discounted(percent: Int) -> Int { cents - cents * percent / 100 }
}

struct Book: Named, Priced, Discountable {
    let name: String
    let cents: Int
}

struct Coffee: Named, Priced {
    let name: String
    let cents: Int
}

typealias Product = Named & Priced

func receiptLine(_ item: some Named & Priced) -> String {
    let dollars = item.cents / 100, rest = item.cents % 100
    return "\(item.name): $\(dollars).\(rest < 10 ? "0" : "")\(rest)"
}

func sale<T: Priced & Discountable & Named>(_ item: T, percent: Int) -> String {
    "\(item.name) on sale for \(item.discounted(percent: percent))"
}

let basket: [any Product] = [Book(name: "Generics", cents: 2999), Coffee(name: "Latte", cents: 405), Book(name: "Protocols", cents: 1500)]
for item in basket.sorted(by: { $0.cents < $1.cents }) {
    print(receiptLine(item))
}
print("total:", basket.map(\.cents).reduce(0, +))
print(sale(Book(name: "Swift", cents: 2000), percent: 25))
let names = basket.compactMap { $0 as? Discountable & Named }.map(\.name)
print(names)

// expect: Latte: $4.05
// expect: Protocols: $15.00
// expect: Generics: $29.99
// expect: total: 4904
// expect: Swift on sale for 1500
// expect: ["Generics", "Protocols"]
