// Advanced Swift style (own LazySequenceProtocol): a lazy scan sequence whose elements are produced on demand
// known-gap: line 8: expected "LazyMapSequence<LazyScan<LazySequence<Array<Int>>, Int>, Int>", got "LazyMapSequence"
struct LazyScan<Base: Sequence, Result>: LazySequenceProtocol {
    let base: Base
    let initial: Result
    let combine: (Result, Base.Element) -> Result
    struct Iterator: IteratorProtocol {
        var baseIterator: Base.Iterator
        var current: Result?
        let combine: (Result, Base.Element) -> Result
        mutating func next() -> Result? {
            guard let acc = current else { return nil }
            if let e = baseIterator.next() {
                current = combine(acc, e)
            } else {
                current = nil
            }
            return acc
        }
    }
    func makeIterator() -> Iterator {
        Iterator(baseIterator: base.makeIterator(), current: initial, combine: combine)
    }
}
extension LazySequenceProtocol {
    func scan<R>(_ initial: R, _ f: @escaping (R, Element) -> R) -> LazyScan<Self, R> {
        LazyScan(base: self, initial: initial, combine: f)
    }
}
let running = [1, 2, 3, 4].lazy.scan(0) { acc, x in
    print("combine \(acc)+\(x)")
    return acc + x
}
print("created")
print(Array(running.prefix(3)))
print("---")
print(Array([3, 1, 2].lazy.scan(1, *)))
let m = [1, 2, 3].lazy.scan(0, +).map { $0 * 100 }
print(type(of: m))
print(Array(m))
print(Array((1...).lazy.scan(0, +).prefix(6)))
print(Array("abc".lazy.scan("", { $0 + String($1) })))
// expect: created
// expect: combine 0+1
// expect: combine 1+2
// expect: combine 3+3
// expect: [0, 1, 3]
// expect: ---
// expect: [1, 3, 3, 6]
// expect: LazyMapSequence<LazyScan<LazySequence<Array<Int>>, Int>, Int>
// expect: [0, 100, 300, 600]
// expect: [0, 1, 3, 6, 10, 15]
// expect: ["", "a", "ab", "abc"]
