// swift-algorithms style (lazy adapters): a LazySequenceProtocol conformer for a scan/reductions adapter, chained with the standard library's lazy map and filter
struct Reductions<Base: Sequence, Result>: LazySequenceProtocol {
    let base: Base
    let initial: Result
    let combine: (Result, Base.Element) -> Result

    struct Iterator: IteratorProtocol {
        var base: Base.Iterator
        var running: Result?
        let combine: (Result, Base.Element) -> Result
        var emittedInitial = false
        mutating func next() -> Result? {
            if !emittedInitial { emittedInitial = true; return running }
            guard let current = running, let e = base.next() else { return nil }
            running = combine(current, e)
            return running
        }
    }

    func makeIterator() -> Iterator { Iterator(base: base.makeIterator(), running: initial, combine: combine) }
}

extension LazySequenceProtocol {
    func reductions<R>(_ initial: R, _ combine: @escaping (R, Element) -> R) -> Reductions<Elements, R> {
        Reductions(base: elements, initial: initial, combine: combine)
    }
}

extension Sequence {
    func reductions<R>(_ initial: R, _ combine: (R, Element) throws -> R) rethrows -> [R] {
        var result = [initial]
        var acc = initial
        for e in self {
            acc = try combine(acc, e)
            result.append(acc)
        }
        return result
    }
}

print([1, 2, 3, 4].reductions(0, +))
print(["a", "b", "c"].reductions("", +))

var calls = 0
let running = (1...).lazy.reductions(0) { (acc: Int, n: Int) -> Int in
    calls += 1
    return acc + n
}
let firstBig = running.first { $0 > 20 }
print("first running sum over 20:", firstBig!, "combine calls:", calls)

let evensDoubled = [3, 1, 4, 1, 5, 9, 2, 6].lazy.reductions(0, +).filter { $0 % 2 == 0 }.map { $0 * 10 }
print(Array(evensDoubled))
print(type(of: [1].lazy.reductions(0, +)) == Reductions<[Int], Int>.self)

let balances = [100, -30, -80, 50].reductions(0, +)
if let overdraft = balances.firstIndex(where: { $0 < 0 }) {
    print("overdrawn after transaction", overdraft, "balance", balances[overdraft])
}
print(Array([Int]().lazy.reductions(7, +)))

// expect: [0, 1, 3, 6, 10]
// expect: ["", "a", "ab", "abc"]
// expect: first running sum over 20: 21 combine calls: 6
// expect: [0, 40, 80, 140]
// expect: true
// expect: overdrawn after transaction 3 balance -10
// expect: [7]
