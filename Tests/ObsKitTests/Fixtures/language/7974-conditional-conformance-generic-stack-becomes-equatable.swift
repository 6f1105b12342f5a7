// Advanced Swift style (conditional conformance): a generic Stack becomes Equatable, Hashable, Comparable-ish and printable only when its Element is
struct Stack<Element> {
    var items: [Element]
    init(_ items: [Element]) { self.items = items }
}
extension Stack: Equatable where Element: Equatable {
    static func == (l: Stack, r: Stack) -> Bool {
        print("comparing \(l.items.count) vs \(r.items.count)")
        return l.items == r.items
    }
}
extension Stack: Hashable where Element: Hashable {
    func hash(into h: inout Hasher) { h.combine(items) }
}
extension Stack: CustomStringConvertible where Element: CustomStringConvertible {
    var description: String { "Stack(" + items.map(\.description).joined(separator: "|") + ")" }
}
extension Stack where Element: Numeric {
    var sum: Element { items.reduce(0, +) }
}
extension Stack where Element == String {
    var shout: String { items.map { $0.uppercased() }.joined(separator: " ") }
}
let a = Stack([1, 2, 3]), b = Stack([1, 2, 3])
print(a == b)
print(a != Stack([1]))
print(a, a.sum)
print(Stack(["hi", "there"]).shout)
print(Stack([1.5, 2.5]).sum)
let set: Set = [Stack(["q"]), Stack(["q"])]
print(set.count)
print([a, b].contains(Stack([1, 2, 3])))
func allEqual<T: Equatable>(_ xs: [T]) -> Bool { xs.dropFirst().allSatisfy { $0 == xs[0] } }
print(allEqual([a, b, Stack([1, 2, 3])]))
struct NotEq {}
let weird = Stack([NotEq(), NotEq()])
print(weird.items.count)
print(Stack<Int>([]) == Stack([]))
print(Stack([Stack([1]), Stack([2])]))
// expect: comparing 3 vs 3
// expect: true
// expect: comparing 3 vs 1
// expect: true
// expect: Stack(1|2|3) 6
// expect: HI THERE
// expect: 4.0
// expect: comparing 1 vs 1
// expect: 1
// expect: comparing 3 vs 3
// expect: true
// expect: comparing 3 vs 3
// expect: comparing 3 vs 3
// expect: true
// expect: 2
// expect: comparing 0 vs 0
// expect: true
// expect: Stack(Stack(1)|Stack(2))
