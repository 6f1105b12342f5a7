// Swift book style (Generics): generic functions, a generic stack type, extensions of generic types, type constraints and associated types with a container protocol
func swapped<T>(_ pair: (T, T)) -> (T, T) { (pair.1, pair.0) }
print(swapped((1, 2)), swapped(("a", "b")))

struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
}
extension Stack {
    var top: Element? { items.last }
}
var plates = Stack<String>()
for p in ["blue", "red", "green"] { plates.push(p) }
print(plates.pop() ?? "-", plates.top ?? "-", plates.items)

func position<T: Equatable>(of target: T, in xs: [T]) -> Int? {
    for (i, x) in xs.enumerated() where x == target { return i }
    return nil
}
print(position(of: 9.3, in: [3.14, 0.1, 9.3]) as Any, position(of: "z", in: ["a"]) as Any)

protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
extension Stack: Container {
    mutating func append(_ item: Element) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}
extension Array: Container {}
struct IntBag: Container {
    var store: [Int] = []
    mutating func append(_ item: Int) { store.append(item * 10) }
    var count: Int { store.count }
    subscript(i: Int) -> Int { store[i] }
}
func fill<C: Container>(_ c: inout C, with xs: [C.Item]) {
    for x in xs { c.append(x) }
}
var bag = IntBag()
fill(&bag, with: [1, 2, 3])
print(bag.count, bag[2])
var st = Stack<Int>()
fill(&st, with: [7, 8])
print(st.count, st[0])

protocol SuffixableContainer: Container {
    associatedtype Suffix: SuffixableContainer where Suffix.Item == Item
    func suffix(_ n: Int) -> Suffix
}
extension Stack: SuffixableContainer {
    func suffix(_ n: Int) -> Stack {
        var out = Stack()
        for i in (count - n)..<count { out.append(self[i]) }
        return out
    }
}
var nums = Stack<Int>()
for n in 10...15 { nums.push(n) }
print(nums.suffix(3).items)
func largest<T: Comparable>(_ xs: T...) -> T { xs.max()! }
print(largest(3, 11, 7), largest("pear", "apple"))

// expect: (2, 1) ("b", "a")
// expect: green red ["blue", "red"]
// expect: Optional(2) nil
// expect: 3 30
// expect: 2 7
// expect: [13, 14, 15]
// expect: 11 pear
