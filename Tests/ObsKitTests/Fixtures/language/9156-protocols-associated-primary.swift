// protocols-associated-primary
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Container<Item> {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}

struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { items.removeLast() }
    mutating func append(_ item: Element) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}

struct Queue<Element>: Container {
    private var storage: [Element] = []
    mutating func append(_ item: Element) { storage.append(item) }
    var count: Int { storage.count }
    subscript(i: Int) -> Element { storage[i] }
}

extension Container {
    var first: Item? { count > 0 ? self[0] : nil }
}

extension Container where Item: Equatable {
    func startsWith(_ item: Item) -> Bool { count > 0 && self[0] == item }
}

func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] {
        return false
    }
    return true
}

var stack = Stack<String>()
stack.push("uno"); stack.push("dos"); stack.push("tres")
var queue = Queue<String>()
for s in ["uno", "dos", "tres"] { queue.append(s) }
print(allItemsMatch(stack, queue), stack.startsWith("uno"), queue.first ?? "-")
_ = stack.pop()
print(allItemsMatch(stack, queue), stack.count)

func describe(_ c: any Container<String>) -> String {
    (0..<c.count).map { c[$0] }.joined(separator: "/")
}
let boxes: [any Container<String>] = [stack, queue]
print(boxes.map(describe))

func evens(upTo n: Int) -> some Collection<Int> {
    stride(from: 0, through: n, by: 2).map { $0 }
}
let e = evens(upTo: 10)
print(e.count, e.reduce(0, +), Array(e))

func fillNumbers(_ c: inout some Container<Int>) {
    for n in 1...3 { c.append(n * 10) }
}
var numbers = Queue<Int>()
fillNumbers(&numbers)
print(numbers.count, numbers[2])

protocol Summable { static func + (a: Self, b: Self) -> Self; static var zero: Self { get } }
extension Int: Summable { static var zero: Int { 0 } }
extension String: Summable { static var zero: String { "" } }
func total<C: Container>(_ c: C) -> C.Item where C.Item: Summable {
    (0..<c.count).reduce(C.Item.zero) { $0 + c[$1] }
}
print(total(numbers), total(stack))
// expect: true true uno
// expect: false 2
// expect: ["uno/dos", "uno/dos/tres"]
// expect: 6 30 [0, 2, 4, 6, 8, 10]
// expect: 3 30
// expect: 60 unodos
