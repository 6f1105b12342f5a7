// Swift book, "Generics": generic Stack, extensions with where clauses, generic functions with type constraints, generic subscripts, Equatable constraints
struct Stack<Element> {
    private(set) var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    @discardableResult mutating func pop() -> Element? { items.popLast() }
    var topItem: Element? { items.last }
    var count: Int { items.count }
}

extension Stack where Element: Equatable {
    func isTop(_ item: Element) -> Bool { topItem == item }
}
extension Stack where Element: Numeric {
    var sum: Element { items.reduce(0, +) }
}
extension Stack: CustomStringConvertible {
    var description: String { "Stack" + items.map { "\($0)" }.description }
}

var stackOfStrings = Stack<String>()
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")
stackOfStrings.push("cuatro")
print(stackOfStrings)
let fromTheTop = stackOfStrings.pop()
print(fromTheTop ?? "-", stackOfStrings.topItem ?? "-", stackOfStrings.isTop("tres"))

var numbers = Stack<Double>()
[1.5, 2.5, 4].forEach { numbers.push($0) }
print(numbers.sum, numbers.count)

func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() where value == valueToFind { return index }
    return nil
}
print(findIndex(of: 9.3, in: [3.14159, 0.1, 0.25]) as Any)
print(findIndex(of: "Andrea", in: ["Mike", "Malcolm", "Andrea"]) as Any)

func largest<T: Comparable>(_ first: T, _ rest: T...) -> T {
    rest.reduce(first) { $0 > $1 ? $0 : $1 }
}
print(largest(3, 9, 2), largest("pear", "apple", "zucchini"))

func allItemsMatch<C1: Collection, C2: Collection>(_ a: C1, _ b: C2) -> Bool
    where C1.Element == C2.Element, C1.Element: Equatable {
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { $0 == $1 }
}
print(allItemsMatch(["a", "b"], ["a", "b"][...]), allItemsMatch([1, 2, 3], [1, 2, 4]))

struct Pair<A, B> {
    let first: A, second: B
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
    func mapFirst<C>(_ f: (A) -> C) -> Pair<C, B> { Pair<C, B>(first: f(first), second: second) }
}
let p = Pair(first: 42, second: "answer")
print(p.swapped(), p.mapFirst { Double($0) / 4 })

extension Array {
    subscript<Indices: Sequence>(indices: Indices) -> [Element] where Indices.Element == Int {
        indices.map { self[$0] }
    }
}
let letters = ["a", "b", "c", "d", "e"]
print(letters[[4, 0, 2]], letters[stride(from: 0, to: 5, by: 2)])

func countMatches<S: Sequence>(_ s: S, where predicate: (S.Element) -> Bool) -> Int {
    s.reduce(0) { predicate($1) ? $0 + 1 : $0 }
}
print(countMatches(1...20) { $0 % 3 == 0 }, countMatches("generics") { "aeiou".contains($0) })

// expect: Stack["uno", "dos", "tres", "cuatro"]
// expect: cuatro tres true
// expect: 8.0 3
// expect: nil
// expect: Optional(2)
// expect: 9 zucchini
// expect: true false
// expect: Pair<String, Int>(first: "answer", second: 42) Pair<Double, String>(first: 10.5, second: "answer")
// expect: ["e", "a", "c"] ["a", "c", "e"]
// expect: 6 3
