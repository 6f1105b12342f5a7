// Swift book style (Protocol Extensions): constrained extensions on Sequence, default implementations, overrides
protocol Priced {
    var name: String { get }
    var cents: Int { get }
    var taxRate: Int { get }
}

extension Priced {
    var taxRate: Int { 8 }
    var grossCents: Int { cents + cents * taxRate / 100 }
    var label: String { "\(name) \(format(grossCents))" }
}

func format(_ cents: Int) -> String {
    let r = cents % 100
    return "$\(cents / 100).\(r < 10 ? "0" : "")\(r)"
}

struct Book: Priced { let name: String; let cents: Int; var taxRate: Int { 0 } }
struct Gadget: Priced { let name: String; let cents: Int }
struct Food: Priced {
    let name: String
    let cents: Int
    let perishable: Bool
    var taxRate: Int { perishable ? 2 : 5 }
}

extension Sequence where Element: Priced {
    var totalGross: Int { reduce(0) { $0 + $1.grossCents } }
    func cheapest() -> Element? { self.min { $0.grossCents < $1.grossCents } }
}

extension Sequence where Element == any Priced {
    var receipt: [String] { map { $0.label } }
    var totalGross: Int { reduce(0) { $0 + $1.grossCents } }
}

extension Array where Element == Food {
    var perishables: [Food] { filter(\.perishable) }
}

let shelf: [Book] = [Book(name: "Swift Primer", cents: 3999), Book(name: "Algorithms", cents: 5450)]
let pantry: [Food] = [Food(name: "milk", cents: 249, perishable: true),
                      Food(name: "rice", cents: 799, perishable: false),
                      Food(name: "berries", cents: 499, perishable: true)]
print("Books total \(format(shelf.totalGross)), cheapest \(shelf.cheapest()!.name)")
print("Pantry total \(format(pantry.totalGross)), perishables \(pantry.perishables.map(\.name))")

let cart: [any Priced] = shelf + pantry + [Gadget(name: "cable", cents: 1299), Gadget(name: "charger", cents: 2550)]
for line in cart.receipt { print("  " + line) }
print("Cart total: \(format(cart.totalGross))")
let byRate = Dictionary(grouping: cart, by: \.taxRate)
for rate in byRate.keys.sorted() {
    print("tax \(rate)%: \(byRate[rate]!.map(\.name).sorted().joined(separator: ", "))")
}
func describe<T: Priced>(_ item: T) -> String { "\(type(of: item)) \(item.name) taxed at \(item.taxRate)%" }
print(describe(Gadget(name: "lamp", cents: 1000)))
print(describe(pantry[1]))

// expect: Books total $94.49, cheapest Swift Primer
// expect: Pantry total $15.99, perishables ["milk", "berries"]
// expect:   Swift Primer $39.99
// expect:   Algorithms $54.50
// expect:   milk $2.53
// expect:   rice $8.38
// expect:   berries $5.08
// expect:   cable $14.02
// expect:   charger $27.54
// expect: Cart total: $152.04
// expect: tax 0%: Algorithms, Swift Primer
// expect: tax 2%: berries, milk
// expect: tax 5%: rice
// expect: tax 8%: cable, charger
// expect: Gadget lamp taxed at 8%
// expect: Food rice taxed at 5%
