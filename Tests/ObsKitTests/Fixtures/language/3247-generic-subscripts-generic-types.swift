// Swift book style: generic subscripts and generic types with multiple parameters
struct Pair<First, Second> {
    var first: First
    var second: Second

    func swapped() -> Pair<Second, First> {
        Pair<Second, First>(first: second, second: first)
    }
}

extension Pair: CustomStringConvertible {
    var description: String { "(\(first), \(second))" }
}

extension Pair where First == Second {
    var asArray: [First] { [first, second] }
}

extension Pair: Equatable where First: Equatable, Second: Equatable {}

let p = Pair(first: 1, second: "one")
print(p)
print(p.swapped())
let same = Pair(first: 3, second: 4)
print(same.asArray)
print(same == Pair(first: 3, second: 4), same == Pair(first: 4, second: 3))

struct JSONish {
    var storage: [String: Any] = [:]

    subscript<T>(key: String, as type: T.Type) -> T? {
        storage[key] as? T
    }
    subscript<T>(key: String, default value: T) -> T {
        (storage[key] as? T) ?? value
    }
}

var doc = JSONish()
doc.storage["name"] = "Widget"
doc.storage["count"] = 12
doc.storage["ratio"] = 0.75
print(doc["name", as: String.self] ?? "?")
print(doc["count", as: Int.self] ?? -1)
print(doc["count", as: String.self] ?? "not a string")
print(doc["missing", default: 99])
print(doc["ratio", default: 0.0] * 2)

func zipWith<A, B, C>(_ a: [A], _ b: [B], _ f: (A, B) -> C) -> [C] {
    var result: [C] = []
    for i in 0..<min(a.count, b.count) {
        result.append(f(a[i], b[i]))
    }
    return result
}
print(zipWith([1, 2, 3], ["x", "y"]) { Pair(first: $0, second: $1).description })
// expect: (1, one)
// expect: (one, 1)
// expect: [3, 4]
// expect: true false
// expect: Widget
// expect: 12
// expect: not a string
// expect: 99
// expect: 1.5
// expect: ["(1, x)", "(2, y)"]
