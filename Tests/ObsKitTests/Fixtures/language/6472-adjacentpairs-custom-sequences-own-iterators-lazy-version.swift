// swift-algorithms style (uniqued(on:) and adjacentPairs()): two custom sequences with their own iterators, and a lazy version of uniqued
struct UniquedSequence<Base: Sequence, Key: Hashable>: Sequence {
    let base: Base
    let key: (Base.Element) -> Key

    struct Iterator: IteratorProtocol {
        var base: Base.Iterator
        let key: (Base.Element) -> Key
        var seen: Set<Key> = []
        mutating func next() -> Base.Element? {
            while let element = base.next() {
                if seen.insert(key(element)).inserted { return element }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(base: base.makeIterator(), key: key) }
}

struct AdjacentPairs<Base: Sequence>: Sequence {
    let base: Base
    struct Iterator: IteratorProtocol {
        var base: Base.Iterator
        var previous: Base.Element?
        mutating func next() -> (Base.Element, Base.Element)? {
            if previous == nil { previous = base.next() }
            guard let prev = previous, let current = base.next() else { return nil }
            previous = current
            return (prev, current)
        }
    }
    func makeIterator() -> Iterator { Iterator(base: base.makeIterator(), previous: nil) }
}

extension Sequence {
    func uniqued<Key: Hashable>(on key: @escaping (Element) -> Key) -> UniquedSequence<Self, Key> {
        UniquedSequence(base: self, key: key)
    }
    func adjacentPairs() -> AdjacentPairs<Self> { AdjacentPairs(base: self) }
}

extension Sequence where Element: Hashable {
    func uniqued() -> UniquedSequence<Self, Element> { uniqued(on: { $0 }) }
}

extension LazySequenceProtocol {
    func uniqued<Key: Hashable>(on key: @escaping (Element) -> Key) -> LazySequence<UniquedSequence<Elements, Key>> {
        elements.uniqued(on: key).lazy
    }
}

let words = ["apple", "Avocado", "banana", "blueberry", "cherry", "apricot"]
print(Array(words.uniqued(on: { $0.lowercased().first! })))
print(Array([3, 1, 3, 2, 1, 4].uniqued()))
for (a, b) in [1, 4, 9, 16].adjacentPairs() {
    print("\(a)->\(b) diff \(b - a)")
}
print(Array([7].adjacentPairs()).count, Array([Int]().adjacentPairs()).count)

var keyCalls = 0
let lazyUnique = (1...100).lazy.uniqued(on: { (n: Int) -> Int in keyCalls += 1; return n % 4 })
print(Array(lazyUnique.prefix(3)), "key calls:", keyCalls)
let gaps = "aabccd".adjacentPairs().filter { $0.0 != $0.1 }.map { "\($0.0)\($0.1)" }
print(gaps)

// expect: ["apple", "banana", "cherry"]
// expect: [3, 1, 2, 4]
// expect: 1->4 diff 3
// expect: 4->9 diff 5
// expect: 9->16 diff 7
// expect: 0 0
// expect: [1, 2, 3] key calls: 3
// expect: ["ab", "bc", "cd"]
