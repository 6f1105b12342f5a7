// Everyday Swift style (tuples and literals): a literal inside a tuple literal takes its element's type (a type adopting a literal protocol, Double beside Int), as a binding, an argument, an array element and a result; a tuple typealias reads `.init(...)` against its element type
struct Cents: ExpressibleByIntegerLiteral, CustomStringConvertible {
    var amount: Int
    init(integerLiteral value: Int) { amount = value * 100 }
    var description: String { "\(amount)¢" }
}
struct Tag { var label: String }
typealias Line = (item: String, price: Cents, tag: Tag)

let coffee: (String, Cents) = ("coffee", 3)
print(coffee.0, coffee.1)
func receipt(_ entry: (String, Cents)) -> String { "\(entry.0): \(entry.1)" }
print(receipt(("tea", 2)))
let basket: [(String, Cents)] = [("bread", 4), ("jam", 5)]
print(basket.map { $0.1.amount }.reduce(0, +))
func origin() -> (x: Int, y: Double) { return (0, 1) }
print(origin())
let line: Line = (item: "cake", price: 7, tag: .init(label: "sweet"))
print(line.item, line.price, line.tag.label)

class Shape {}
final class Circle: Shape {}
struct Slot<T> {
    let made: T? = (Circle() as? T)
}
print(Slot<Shape>().made != nil, Slot<String>().made == nil)

// expect: coffee 300¢
// expect: tea: 200¢
// expect: 900
// expect: (x: 0, y: 1.0)
// expect: cake 700¢ sweet
// expect: true true
