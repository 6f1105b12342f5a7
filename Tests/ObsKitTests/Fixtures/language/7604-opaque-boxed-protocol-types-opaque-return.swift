// Swift book style (Opaque and Boxed Protocol Types): opaque return types with associated types
protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
extension Array: Container {}
func makeOpaqueContainer<T>(item: T) -> some Container {
    return [item]
}
let opaqueContainer = makeOpaqueContainer(item: 12)
let twelve = opaqueContainer[0]
print(type(of: twelve), twelve, opaqueContainer.count)
struct Ring: Container {
    var items: [String]
    var count: Int { items.count }
    subscript(i: Int) -> String { items[i % items.count] }
}
func makeRing() -> some Container { Ring(items: ["a", "b", "c"]) }
let ring = makeRing()
for i in 0..<5 { print(ring[i], terminator: "") }
print()
func sequenceOfSquares(upTo n: Int) -> some Sequence<Int> {
    (1...n).lazy.map { $0 * $0 }
}
print(Array(sequenceOfSquares(upTo: 5)))
func evenFilter(_ xs: [Int]) -> some Collection<Int> {
    xs.filter { $0 % 2 == 0 }
}
let evens = evenFilter([3, 4, 7, 8, 10])
print(evens.count, evens.first ?? -1, Array(evens))
func describeAll(_ items: [any CustomStringConvertible]) -> String {
    items.map { $0.description }.joined(separator: ";")
}
print(describeAll([1, 2.5, "x", true]))
func counter() -> some IteratorProtocol<Int> {
    var n = 0
    return AnyIterator { n += 3; return n <= 9 ? n : nil }
}
var it = counter()
while let v = it.next() { print("next", v) }
// expect: Int 12 1
// expect: abcab
// expect: [1, 4, 9, 16, 25]
// expect: 3 4 [4, 8, 10]
// expect: 1;2.5;x;true
// expect: next 3
// expect: next 6
// expect: next 9
