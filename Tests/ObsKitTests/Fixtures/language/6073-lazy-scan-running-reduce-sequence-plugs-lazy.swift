// Advanced Swift style (custom LazySequenceProtocol): a lazy scan (running reduce) sequence that plugs into .lazy chains and only computes what is consumed
struct ScanSequence<Base: Sequence, Result>: LazySequenceProtocol {
    let base: Base
    let initial: Result
    let next: (Result, Base.Element) -> Result

    struct Iterator: IteratorProtocol {
        var base: Base.Iterator
        var current: Result?
        let step: (Result, Base.Element) -> Result
        mutating func next() -> Result? {
            guard let c = current else { return nil }
            if let e = base.next() { current = step(c, e) } else { current = nil }
            return c
        }
    }
    func makeIterator() -> Iterator { Iterator(base: base.makeIterator(), current: initial, step: next) }
}

extension LazySequenceProtocol {
    func scan<R>(_ initial: R, _ f: @escaping (R, Element) -> R) -> ScanSequence<Elements, R> {
        ScanSequence(base: elements, initial: initial, next: f)
    }
}

var calls = 0
let running = [3, 1, 4, 1, 5, 9, 2, 6].lazy.scan(0) { acc, x in calls += 1; return acc + x }
print("calls after build:", calls)
print(Array(running))
print("calls after full run:", calls)
calls = 0
let firstOver10 = running.first { $0 > 10 }
print(firstOver10!, "calls:", calls)
calls = 0
let doubled = running.map { $0 * 2 }.filter { $0 % 4 == 0 }
print("calls before consuming map/filter:", calls)
print(Array(doubled.prefix(3)), "calls:", calls)
let factorials = (1...).lazy.scan(1, *).prefix(8)
print(Array(factorials))
let longestRun = "aaabbaaaacc".lazy.scan((Character(" "), 0)) { state, c in (c, c == state.0 ? state.1 + 1 : 1) }
print(longestRun.map(\.1).max()!)
let balances = ["+10", "-3", "+7", "-20"].lazy.compactMap { Int($0) }.scan(100, +)
print(Array(balances), balances.contains { $0 < 100 })

// expect: calls after build: 0
// expect: [0, 3, 4, 8, 9, 14, 23, 25, 31]
// expect: calls after full run: 8
// expect: 14 calls: 6
// expect: calls before consuming map/filter: 0
// expect: [0, 8, 16] calls: 4
// expect: [1, 1, 2, 6, 24, 120, 720, 5040]
// expect: 4
// expect: [100, 110, 107, 114, 94] true
