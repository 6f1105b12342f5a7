// Compiler test style: constrained existentials using primary associated types
func total(_ c: any Collection<Int>) -> Int {
    var sum = 0
    for x in c { sum += x }
    return sum
}
print(total([1, 2, 3]))
print(total(1...10))
print(total(Set([5])))
print(total(stride(from: 0, to: 10, by: 3).map { $0 }))
func firstTwo(_ s: some Sequence<String>) -> [String] {
    return Array(s.prefix(2))
}
print(firstTwo(["x", "y", "z"]))
print(firstTwo(["only"]))
let collections: [any Collection<Int>] = [[1, 2], 0..<4, [9]]
print(collections.map { $0.count })
func makeSeq(_ up: Bool) -> any Sequence<Int> {
    if up { return [1, 2, 3] } else { return stride(from: 3, through: 1, by: -1) }
}
print(Array(makeSeq(true)), Array(makeSeq(false)))
protocol Container<Item> {
    associatedtype Item
    var items: [Item] { get }
}
struct IntBag: Container { var items: [Int] }
struct StrBag: Container { var items: [String] }
func sumBag(_ b: any Container<Int>) -> Int { b.items.reduce(0, +) }
print(sumBag(IntBag(items: [4, 5, 6])))
let bags: [any Container<String>] = [StrBag(items: ["p", "q"])]
print(bags[0].items)
// expect: 6
// expect: 55
// expect: 5
// expect: 18
// expect: ["x", "y"]
// expect: ["only"]
// expect: [2, 4, 1]
// expect: [1, 2, 3] [3, 2, 1]
// expect: 15
// expect: ["p", "q"]
