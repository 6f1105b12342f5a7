// Swift Evolution style (implicitly opened existentials): SE-0352 passing any P to generic functions and SE-0335 explicit any
protocol Measurement {
    associatedtype Unit: CustomStringConvertible
    var amount: Double { get }
    var unit: Unit { get }
    func scaled(by k: Double) -> Self
}

struct Meters: Measurement {
    var amount: Double
    var unit: String { "m" }
    func scaled(by k: Double) -> Meters { Meters(amount: amount * k) }
}

enum Weight: String, CustomStringConvertible {
    case kg, lb
    var description: String { rawValue }
}

struct Mass: Measurement {
    var amount: Double
    var unit: Weight
    func scaled(by k: Double) -> Mass { Mass(amount: amount * k, unit: unit) }
}

func render<M: Measurement>(_ m: M) -> String {
    "\(m.amount) \(m.unit)"
}

func doubled<M: Measurement>(_ m: M) -> M {
    m.scaled(by: 2)
}

func typeName<T>(of value: T) -> String {
    String(describing: T.self)
}

func concreteName<M: Measurement>(_ m: M) -> String {
    String(describing: M.self) + "<" + String(describing: M.Unit.self) + ">"
}

let items: [any Measurement] = [
    Meters(amount: 1.5),
    Mass(amount: 3, unit: .kg),
    Mass(amount: 10, unit: .lb),
]

for item in items {
    // `item` is opened to its concrete type for each call
    let d: any Measurement = doubled(item)
    print(render(item), "->", render(d), "as", concreteName(item), "/", typeName(of: d))
}

func largest(_ list: [any Measurement]) -> (any Measurement)? {
    list.max { $0.amount < $1.amount }
}
if let big = largest(items) {
    print("largest:", render(big))
}

let anyEquatables: [any Equatable] = [1, "one", 1.0]
func same<T: Equatable>(_ a: T, _ b: Any) -> Bool {
    guard let b = b as? T else { return false }
    return a == b
}
for e in anyEquatables {
    print(same(e, 1), same(e, "one"))
}
// expect: 1.5 m -> 3.0 m as Meters<String> / Measurement
// expect: 3.0 kg -> 6.0 kg as Mass<Weight> / Measurement
// expect: 10.0 lb -> 20.0 lb as Mass<Weight> / Measurement
// expect: largest: 10.0 lb
// expect: true false
// expect: false true
// expect: false false
