// Swift book style: generic Stack with conditional conformances to Equatable, Hashable, Comparable-free Sequence and CustomStringConvertible where Element qualifies
struct Stack<Element> {
    private(set) var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    @discardableResult
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
}

extension Stack: Equatable where Element: Equatable {}
extension Stack: Hashable where Element: Hashable {}

extension Stack: CustomStringConvertible {
    var description: String {
        "Stack[" + items.map { "\($0)" }.joined(separator: ", ") + "]<-top"
    }
}

extension Stack where Element: Numeric {
    var sum: Element { items.reduce(0, +) }
}

extension Stack where Element == String {
    var shout: String { items.map { $0.uppercased() }.joined(separator: " ") }
}

var a = Stack<Int>()
a.push(1); a.push(2); a.push(3)
var b = Stack<Int>()
for n in 1...3 { b.push(n) }
print(a)
print(a == b, a != b)
b.pop()
print(a == b, b)
print("sum:", a.sum, "top:", a.top ?? 0)

var words = Stack<String>()
words.push("hello"); words.push("world")
print(words.shout)
print(words)

let set: Set<Stack<Int>> = [a, b, a]
print("distinct stacks:", set.count)

struct NotEq { let id: Int }
var odd = Stack<NotEq>()
odd.push(NotEq(id: 7))
print(odd.items.count, odd.top!.id)

var empty = Stack<Double>()
print(empty.isEmpty, empty.pop() as Any, empty.sum)
empty.push(1.5); empty.push(2.25)
print(empty.sum, empty)

func same<T: Equatable>(_ x: T, _ y: T) -> String { x == y ? "same" : "different" }
print(same(a, a), same(a, b))
print([a, b].contains(b))
// expect: Stack[1, 2, 3]<-top
// expect: true false
// expect: false Stack[1, 2]<-top
// expect: sum: 6 top: 3
// expect: HELLO WORLD
// expect: Stack[hello, world]<-top
// expect: distinct stacks: 2
// expect: 1 7
// expect: true nil 0.0
// expect: 3.75 Stack[1.5, 2.25]<-top
// expect: same different
// expect: true
