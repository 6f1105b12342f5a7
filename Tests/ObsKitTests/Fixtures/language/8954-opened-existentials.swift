// Swift Evolution style (SE-0352 implicitly opened existentials): passing any to generics
protocol Measurable {
    associatedtype Unit: CustomStringConvertible
    var amount: Double { get }
    var unit: Unit { get }
}

struct Meters: Measurable {
    let amount: Double
    var unit: String { "m" }
}

struct Grams: Measurable {
    let amount: Double
    var unit: Character { "g" }
}

// A plain generic function
func format<M: Measurable>(_ m: M) -> String {
    "\(m.amount)\(m.unit) [\(M.self)]"
}

func scaled<M: Measurable>(_ m: M, by factor: Double) -> Double {
    m.amount * factor
}

let readings: [any Measurable] = [Meters(amount: 2.5), Grams(amount: 400), Meters(amount: 0.75)]

// Each `any Measurable` is opened and bound to the concrete M
for r in readings {
    print(format(r), "x2 =", scaled(r, by: 2))
}

// Opening works for `some` parameters too
func unitName(_ m: some Measurable) -> String {
    String(describing: type(of: m.unit))
}
print(readings.map { unitName($0) })

// Opening Equatable values to compare two existentials
func isEqual<T: Equatable>(_ lhs: T, _ rhs: any Equatable) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
}
func same(_ a: any Equatable, _ b: any Equatable) -> Bool {
    isEqual(a, b)    // `a` is opened here
}
print(same(1, 1), same(1, 2), same("x", "x"), same(1, "1"))

// Opening a Collection to get at its element type
func describeElements<C: Collection>(_ c: C) -> String {
    "\(c.count) x \(C.Element.self)"
}
let bag: [any Collection] = [[1, 2, 3], "hey", ["a": true]]
for c in bag {
    print(describeElements(c))
}

// A non-optional existential can be opened into an optional generic parameter
func presence<T: CustomStringConvertible>(_ value: T?) -> String {
    value == nil ? "absent \(T.self)" : "present \(T.self)"
}
let answer: any CustomStringConvertible = 42
print(presence(answer))
let maybe: (any CustomStringConvertible)? = "text"
if let unwrapped = maybe {
    print(presence(unwrapped))
}

// An unconstrained T can hold the existential itself, so nothing is opened
func boxName<T>(_ value: T) -> String { "\(T.self)" }
print(boxName(maybe!))

// expect: 2.5m [Meters] x2 = 5.0
// expect: 400.0g [Grams] x2 = 800.0
// expect: 0.75m [Meters] x2 = 1.5
// expect: ["String", "Character", "String"]
// expect: true false true false
// expect: 3 x Int
// expect: 3 x Character
// expect: 1 x (key: String, value: Bool)
// expect: present Int
// expect: present String
// expect: CustomStringConvertible
