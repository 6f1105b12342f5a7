// Compiler test style: generic classes with inheritance, overriding, and type printing
class Container<T> {
    var items: [T] = []
    func add(_ t: T) { items.append(t) }
    func describe() -> String { "Container<\(T.self)> with \(items.count)" }
}
class SortedContainer<T: Comparable>: Container<T> {
    override func add(_ t: T) {
        super.add(t)
        items.sort()
    }
    override func describe() -> String { "Sorted " + super.describe() }
}
final class IntBox: SortedContainer<Int> {
    var total: Int { items.reduce(0, +) }
}
let c: Container<Int> = SortedContainer<Int>()
c.add(5); c.add(1); c.add(3)
print(c.items, c.describe())
let ib = IntBox()
[9, 2, 7].forEach(ib.add)
print(ib.items, ib.total, ib.describe())
print(type(of: c), type(of: ib))
let boxes: [Container<Int>] = [Container<Int>(), ib, c]
print(boxes.map { String(describing: type(of: $0)) })
print(boxes.map { $0 is SortedContainer<Int> })
let s = SortedContainer<String>()
s.add("pear"); s.add("apple")
print(s.items, s.describe())
// expect: [1, 3, 5] Sorted Container<Int> with 3
// expect: [2, 7, 9] 18 Sorted Container<Int> with 3
// expect: SortedContainer<Int> IntBox
// expect: ["Container<Int>", "IntBox", "SortedContainer<Int>"]
// expect: [false, true, true]
// expect: ["apple", "pear"] Sorted Container<String> with 2
