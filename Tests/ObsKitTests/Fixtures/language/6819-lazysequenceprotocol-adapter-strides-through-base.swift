// Advanced Swift style (custom lazy sequences): a LazySequenceProtocol adapter that strides through its base
struct LazyStrideSequence<Base: Sequence>: LazySequenceProtocol {
    let base: Base
    let step: Int

    struct Iterator: IteratorProtocol {
        var base: Base.Iterator
        let step: Int
        var started = false

        mutating func next() -> Base.Element? {
            if started {
                for _ in 0..<(step - 1) {
                    guard base.next() != nil else { return nil }
                }
            }
            started = true
            return base.next()
        }
    }

    func makeIterator() -> Iterator { Iterator(base: base.makeIterator(), step: step) }
}

extension LazySequenceProtocol {
    func striding(by step: Int) -> LazyStrideSequence<Elements> {
        LazyStrideSequence(base: elements, step: step)
    }
}

var touched: [Int] = []
let source = (1...20).lazy.map { n -> Int in touched.append(n); return n }
let every5 = source.striding(by: 5)
print(touched.count)
print(Array(every5))
print(touched.count)

touched.removeAll()
let firstTwo = source.striding(by: 3).map { $0 * 100 }.prefix(2)
print(Array(firstTwo), touched)

print(Array("abcdefghijk".lazy.striding(by: 4)))
print(Array([Int]().lazy.striding(by: 2)))
let squares = (1...).lazy.map { $0 * $0 }.striding(by: 2).prefix(while: { $0 < 200 })
print(Array(squares))
let filtered = (1...30).lazy.filter { $0 % 2 == 1 }.striding(by: 3)
print(filtered.reduce(0, +), Array(filtered))

// expect: 0
// expect: [1, 6, 11, 16]
// expect: 20
// expect: [100, 400] [1, 2, 3, 4]
// expect: ["a", "e", "i"]
// expect: []
// expect: [1, 9, 25, 49, 81, 121, 169]
// expect: 65 [1, 7, 13, 19, 25]
