// Swift book style: Generics: generic functions, generic types, type constraints, extensions, generic subscripts
func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
    let temporaryA = a
    a = b
    b = temporaryA
}
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
print(fromTheTop, stackOfStrings.items, stackOfStrings.topItem ?? "empty")

func findIndex<T: Equatable>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() {
        if value == valueToFind { return index }
    }
    return nil
}
print(findIndex(of: 9.3, in: [3.14159, 0.1, 0.25]) as Any, findIndex(of: "Andrea", in: ["Mike", "Malcolm", "Andrea"]) as Any)

func largest<T: Comparable>(_ values: T...) -> T {
    var best = values[0]
    for v in values.dropFirst() where v > best { best = v }
    return best
}
print(largest(3, 9, 2), largest("pear", "apple", "zucchini"))

struct Queue<Element> {
    private var inbox: [Element] = []
    private var outbox: [Element] = []
    mutating func enqueue(_ e: Element) { inbox.append(e) }
    mutating func dequeue() -> Element? {
        if outbox.isEmpty { outbox = inbox.reversed(); inbox.removeAll() }
        return outbox.popLast()
    }
    subscript<Indices: Sequence>(peek indices: Indices) -> [Element] where Indices.Element == Int {
        let all = outbox.reversed() + inbox
        return indices.compactMap { $0 < all.count ? all[$0] : nil }
    }
}
var q = Queue<Character>()
for c in "swift" { q.enqueue(c) }
print(q.dequeue()!, q.dequeue()!, q[peek: [0, 2, 7]], q[peek: 0..<2])

extension Stack where Element: Equatable {
    func isTop(_ item: Element) -> Bool { items.last == item }
}
print(stackOfStrings.isTop("tres"), stackOfStrings.isTop("uno"))

func pairUp<A, B>(_ a: [A], _ b: [B]) -> [(A, B)] { Array(zip(a, b)) }
let paired = pairUp([1, 2, 3], ["a", "b"])
print(paired.map { "\($0.0)\($0.1)" }, type(of: paired))

struct Box<Value> {
    let value: Value
    func map<U>(_ transform: (Value) -> U) -> Box<U> { Box<U>(value: transform(value)) }
}
let box = Box(value: 21).map { $0 * 2 }.map { "answer=\($0)" }
print(box.value, type(of: box))
func countMatches<S: Sequence>(_ seq: S, where predicate: (S.Element) -> Bool) -> Int {
    seq.reduce(0) { predicate($1) ? $0 + 1 : $0 }
}
print(countMatches(1...100) { $0 % 7 == 0 }, countMatches("mississippi") { $0 == "s" })
func describe<T>(_ x: T) -> String { "generic \(T.self)" }
func describe(_ x: Int) -> String { "int \(x)" }
print(describe(5), describe("5"), describe(5.0))

// expect: world hello
// expect: cuatro ["uno", "dos", "tres"] tres
// expect: nil Optional(2)
// expect: 9 zucchini
// expect: s w ["i", "t"] ["i", "f"]
// expect: true false
// expect: ["1a", "2b"] Array<(Int, String)>
// expect: answer=42 Box<String>
// expect: 14 4
// expect: int 5 generic String generic Double
