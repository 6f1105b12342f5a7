// Generics: generic functions, generic Stack type, extensions of generic types, type constraints
// expected output: swiftc 6.3.1 (Linux), run on this machine
func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
    let temporaryA = a
    a = b
    b = temporaryA
}
var s = "hello", t = "world"
swapTwoValues(&s, &t)
print(s, t)

struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    var isEmpty: Bool { items.isEmpty }
}
extension Stack {
    var topItem: Element? { items.last }
}
var stackOfStrings = Stack<String>()
for w in ["uno", "dos", "tres", "cuatro"] { stackOfStrings.push(w) }
print(stackOfStrings.pop() ?? "", stackOfStrings.topItem ?? "")
var intStack = Stack<Int>()
print(intStack.isEmpty, intStack.pop() as Any)

func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() where value == valueToFind { return index }
    return nil
}
print(findIndex(of: 9.3, in: [3.14159, 0.1, 0.25]) as Any)
print(findIndex(of: "Andrea", in: ["Mike", "Malcolm", "Andrea"]) as Any)

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
// expect: world hello
// expect: cuatro tres
// expect: true nil
// expect: nil
// expect: Optional(2)
// expect: 8 zucchini nil
// expect: one 1
// expect: Pair<String, Int>
// expect: 3 ***
// expect: 5 x [true]
