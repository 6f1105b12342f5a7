// Generics: generic functions, generic Stack type, extensions of generic types, type constraints
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A cafeteria: swapping shifts, a pile of plates, finding things in lists.
func exchange<T>(_ a: inout T, _ b: inout T) {
    let held = a
    a = b
    b = held
}
var early = "morning", late = "evening"
exchange(&early, &late)
print(early, late)

struct Pile<Element> {
    var items: [Element] = []
    mutating func put(_ item: Element) { items.append(item) }
    mutating func take() -> Element? { items.popLast() }
    var isEmpty: Bool { items.isEmpty }
}
extension Pile {
    var onTop: Element? { items.last }
}
var plates = Pile<String>()
for colour in ["white", "blue", "green", "yellow"] { plates.put(colour) }
print(plates.take() ?? "", plates.onTop ?? "")
var counts = Pile<Int>()
print(counts.isEmpty, counts.take() as Any)

func position<T: Equatable>(of wanted: T, in list: [T]) -> Int? {
    for (index, value) in list.enumerated() where value == wanted { return index }
    return nil
}
print(position(of: 4.75, in: [1.5, 2.25, 3.0]) as Any)
print(position(of: "Ravi", in: ["Lena", "Omar", "Ravi"]) as Any)

func largest<T: Comparable>(_ xs: [T]) -> T? {
    guard var best = xs.first else { return nil }
    for x in xs where x > best { best = x }
    return best
}
print(largest([3, 8, 2])!, largest(["kiwi", "apple", "zucchini"])!, largest([Double]()) as Any)

struct Pair<A, B> {
    let first: A
    let second: B
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
}
let p = Pair(first: 1, second: "one")
print(p.swapped().first, p.swapped().second)
print(type(of: p.swapped()))

class Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private(set) var misses = 0
    func value(for key: Key, orMake make: () -> Value) -> Value {
        if let v = storage[key] { return v }
        misses += 1
        let v = make()
        storage[key] = v
        return v
    }
}
let cache = Cache<Int, String>()
for k in [1, 2, 1, 3, 2] { _ = cache.value(for: k) { String(repeating: "*", count: k) } }
print(cache.misses, cache.value(for: 3) { "" })
func identity<T>(_ x: T) -> T { x }
print(identity(5), identity("x"), identity([true]))
// expect: evening morning
// expect: yellow green
// expect: true nil
// expect: nil
// expect: Optional(2)
// expect: 8 zucchini nil
// expect: one 1
// expect: Pair<String, Int>
// expect: 3 ***
// expect: 5 x [true]
