// Advanced Swift style (cycled sequence): an infinite cycling sequence built over any Collection, consumed with prefix and zip
struct Cycled<Base: Collection>: Sequence {
    let base: Base
    struct Iterator: IteratorProtocol {
        let base: Base
        var index: Base.Index
        mutating func next() -> Base.Element? {
            guard !base.isEmpty else { return nil }
            if index == base.endIndex { index = base.startIndex }
            defer { base.formIndex(after: &index) }
            return base[index]
        }
    }
    func makeIterator() -> Iterator { Iterator(base: base, index: base.startIndex) }
}
extension Collection {
    func cycled() -> Cycled<Self> { Cycled(base: self) }
}
print(Array(["a", "b", "c"].cycled().prefix(7)))
let colors = ["red", "green"]
for (i, c) in zip(1...5, colors.cycled()) {
    print(i, c)
}
print(Array("xyz".cycled().prefix(5)))
print(String("ab".cycled().prefix(5)))
print(Array([Int]().cycled().prefix(3)))
let pairs = zip([10, 20, 30, 40], [true, false].cycled()).filter { $0.1 }.map { $0.0 }
print(pairs)
print(Array((1...3).cycled().prefix(8)))
print(type(of: [1, 2].cycled()))
// expect: ["a", "b", "c", "a", "b", "c", "a"]
// expect: 1 red
// expect: 2 green
// expect: 3 red
// expect: 4 green
// expect: 5 red
// expect: ["x", "y", "z", "x", "y"]
// expect: ababa
// expect: []
// expect: [10, 30]
// expect: [1, 2, 3, 1, 2, 3, 1, 2]
// expect: Cycled<Array<Int>>
