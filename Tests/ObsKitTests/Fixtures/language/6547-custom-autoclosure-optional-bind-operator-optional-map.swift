// Functional Swift style (optionals): a custom ?? with an autoclosure, an Optional bind operator >>-, and optional map/flatMap chains over dictionaries
precedencegroup OptionalBind {
    associativity: left
    higherThan: NilCoalescingPrecedence
}
infix operator >>-: OptionalBind
infix operator ??? : NilCoalescingPrecedence

func ??? <T>(optional: T?, fallback: @autoclosure () -> T) -> T {
    if let value = optional { return value }
    return fallback()
}

func >>- <A, B>(x: A?, f: (A) -> B?) -> B? {
    switch x {
    case .some(let a): return f(a)
    case .none: return nil
    }
}

var fallbacksEvaluated = 0
func expensiveDefault(_ name: String) -> Int {
    fallbacksEvaluated += 1
    return name.count
}

let populations = ["Paris": 2141, "Madrid": 3223, "Amsterdam": 827]
let capitals = ["France": "Paris", "Spain": "Madrid", "Netherlands": "Amsterdam", "Belgium": "Brussels"]

func capitalPopulation(_ country: String) -> Int? {
    capitals[country] >>- { populations[$0] }
}

for country in ["France", "Belgium", "Spain", "Italy"] {
    print(country, capitalPopulation(country).map { "\($0 * 1000)" } ??? "unknown")
}
print(populations["Paris"] ??? expensiveDefault("Paris"), populations["Rome"] ??? expensiveDefault("Rome"))
print("fallbacks evaluated:", fallbacksEvaluated)

let total = ["France", "Spain"].compactMap(capitalPopulation).reduce(0, +)
print(total)
func incrementOptional(_ x: Int?) -> Int? { x.map { $0 + 1 } }
print(incrementOptional(5) ??? 0, incrementOptional(nil) ??? 0)

func half(_ x: Int) -> Int? { x % 2 == 0 ? x / 2 : nil }
print(Optional(40) >>- half >>- half >>- half ??? -1, Optional(12) >>- half >>- half >>- half ??? -1)
let nested: Int?? = .some(nil)
print(nested.flatMap { $0 } ??? 99, (Optional(Optional(3)) >>- { $0 }) ??? 0)
let lengths = ["a": "apple", "b": "banana"]
print(["a", "c", "b"].map { key in lengths[key].map(\.count) ?? 0 })

// expect: France 2141000
// expect: Belgium unknown
// expect: Spain 3223000
// expect: Italy unknown
// expect: 2141 4
// expect: fallbacks evaluated: 1
// expect: 5364
// expect: 6 0
// expect: 5 -1
// expect: 99 3
// expect: [5, 0, 6]
