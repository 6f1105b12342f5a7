// Swift book style: Generics - generic functions, generic Stack type, extensions, type constraints, where clauses on extensions
func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
    let temporaryA = a
    a = b
    b = temporaryA
}
var someInt = 3
var anotherInt = 107
swapTwoValues(&someInt, &anotherInt)
print(someInt, anotherInt)
var someString = "hello"
var anotherString = "world"
swapTwoValues(&someString, &anotherString)
print(someString, anotherString)

struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { items.removeLast() }
}
extension Stack {
    var topItem: Element? { items.last }
}
var stackOfStrings = Stack<String>()
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")
stackOfStrings.push("cuatro")
let fromTheTop = stackOfStrings.pop()
print(fromTheTop)
if let topItem = stackOfStrings.topItem {
    print("The top item on the stack is \(topItem).")
}

func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() {
        if value == valueToFind { return index }
    }
    return nil
}
let doubleIndex = findIndex(of: 9.3, in: [3.14159, 0.1, 0.25])
print(doubleIndex as Any)
let stringIndex = findIndex(of: "Andrea", in: ["Mike", "Malcolm", "Andrea"])
print(stringIndex ?? -1)

extension Stack where Element: Equatable {
    func isTop(_ item: Element) -> Bool {
        guard let topItem = items.last else { return false }
        return topItem == item
    }
}
print(stackOfStrings.isTop("tres"), stackOfStrings.isTop("uno"))

struct NotEquatable {}
var notEquatableStack = Stack<NotEquatable>()
notEquatableStack.push(NotEquatable())
print(notEquatableStack.items.count)

extension Stack where Element: Numeric {
    func sum() -> Element { items.reduce(0, +) }
}
var numbers = Stack<Int>()
for n in [4, 8, 15, 16, 23, 42] { numbers.push(n) }
print(numbers.sum())
var doubles = Stack<Double>()
doubles.push(0.5); doubles.push(1.25)
print(doubles.sum())

extension Stack where Element == String {
    func joined() -> String { items.joined(separator: "/") }
}
print(stackOfStrings.joined())

func largest<T: Comparable>(_ xs: [T]) -> T? {
    guard var best = xs.first else { return nil }
    for x in xs.dropFirst() where x > best { best = x }
    return best
}
print(largest([3, 9, 2]) ?? 0, largest(["pear", "apple", "zucchini"]) ?? "", largest([Double]()) as Any)

func countMatches<S: Sequence>(_ s: S, where predicate: (S.Element) -> Bool) -> Int where S.Element: Hashable {
    var seen = Set<S.Element>()
    var count = 0
    for e in s where !seen.contains(e) {
        seen.insert(e)
        if predicate(e) { count += 1 }
    }
    return count
}
print(countMatches([1, 2, 2, 3, 4, 4, 5]) { $0 % 2 == 0 })
print(countMatches("mississippi") { $0 != "s" })

struct Pair<A, B> {
    let first: A
    let second: B
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
    func map<C>(_ f: (A) -> C) -> Pair<C, B> { Pair<C, B>(first: f(first), second: second) }
}
extension Pair: CustomStringConvertible {
    var description: String { "(\(first) & \(second))" }
}
extension Pair: Equatable where A: Equatable, B: Equatable {}
let p = Pair(first: 1, second: "one")
print(p, p.swapped(), p.map { $0 * 100 })
print(p == Pair(first: 1, second: "one"), p == Pair(first: 2, second: "one"))

func zipWith<A, B, C>(_ a: [A], _ b: [B], _ f: (A, B) -> C) -> [C] {
    var out: [C] = []
    for i in 0..<min(a.count, b.count) { out.append(f(a[i], b[i])) }
    return out
}
print(zipWith([1, 2, 3], ["a", "b"]) { "\($1)\($0)" })
print(zipWith([1.5, 2.5], [2, 4]) { $0 * Double($1) })

// expect: 107 3
// expect: world hello
// expect: cuatro
// expect: The top item on the stack is tres.
// expect: nil
// expect: 2
// expect: true false
// expect: 1
// expect: 108
// expect: 1.75
// expect: uno/dos/tres
// expect: 9 zucchini nil
// expect: 2
// expect: 3
// expect: (1 & one) (one & 1) (100 & one)
// expect: true false
// expect: ["a1", "b2"]
// expect: [3.0, 10.0]
