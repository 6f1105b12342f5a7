// Swift Apprentice style (generics): primary associated types with some/any, generic constraints on extensions, and a type-erased wrapper
protocol Animal {
    associatedtype Food
    var name: String { get }
    func eat(_ food: Food) -> String
}
struct Hay { let bales: Int }
struct Meat { let kilos: Double }
struct Cow: Animal {
    let name: String
    func eat(_ food: Hay) -> String { "\(name) munches \(food.bales) bales" }
}
struct Lion: Animal {
    let name: String
    func eat(_ food: Meat) -> String { "\(name) devours \(food.kilos) kg" }
}
func feed<A: Animal>(_ animal: A, _ food: A.Food) -> String { animal.eat(food) }
print(feed(Cow(name: "Daisy"), Hay(bales: 2)), feed(Lion(name: "Leo"), Meat(kilos: 4.5)))
let zoo: [any Animal] = [Cow(name: "Bess"), Lion(name: "Nala")]
print(zoo.map(\.name))

func evens(upTo n: Int) -> some Collection<Int> { stride(from: 0, through: n, by: 2).map { $0 } }
let e = evens(upTo: 10)
print(Array(e), e.count, e.reduce(0, +))
func total(of numbers: some Sequence<Int>) -> Int { numbers.reduce(0, +) }
print(total(of: [1, 2, 3]), total(of: 1...10), total(of: Set([5])))
let sequences: [any Sequence<Int>] = [[1, 2], 3...4]
print(sequences.map { total(of: $0) })

struct AnyPrinter<Value> {
    private let _print: (Value) -> String
    init<P: Printer>(_ p: P) where P.Value == Value { _print = p.format }
    func format(_ v: Value) -> String { _print(v) }
}
protocol Printer {
    associatedtype Value
    func format(_ v: Value) -> String
}
struct Bracket: Printer { func format(_ v: Int) -> String { "[\(v)]" } }
struct Stars: Printer { let n: Int; func format(_ v: Int) -> String { String(repeating: "*", count: n) + "\(v)" } }
let printers = [AnyPrinter(Bracket()), AnyPrinter(Stars(n: 2))]
print(printers.map { $0.format(7) })

extension Array where Element: Animal {
    func names() -> String { map(\.name).joined(separator: "&") }
}
print([Cow(name: "A"), Cow(name: "B")].names())
extension Dictionary where Value: Numeric {
    func total() -> Value { values.reduce(0, +) }
}
print(["a": 2, "b": 3].total(), ["x": 1.5].total())
struct Box<T> { let value: T }
extension Box where T == String { var shout: String { value.uppercased() } }
extension Box: Comparable where T: Comparable {
    static func < (l: Box, r: Box) -> Bool { l.value < r.value }
}
extension Box: Equatable where T: Equatable {}
print(Box(value: "hi").shout, [Box(value: 3), Box(value: 1)].min()!.value, Box(value: 2) == Box(value: 2))
func maxPair<T: Comparable, U>(_ items: [(T, U)]) -> U? { items.max { $0.0 < $1.0 }?.1 }
print(maxPair([(3, "three"), (9, "nine"), (1, "one")]) ?? "none")

// expect: Daisy munches 2 bales Leo devours 4.5 kg
// expect: ["Bess", "Nala"]
// expect: [0, 2, 4, 6, 8, 10] 6 30
// expect: 6 55 5
// expect: [3, 7]
// expect: ["[7]", "**7"]
// expect: A&B
// expect: 5 1.5
// expect: HI 1 true
// expect: nine
