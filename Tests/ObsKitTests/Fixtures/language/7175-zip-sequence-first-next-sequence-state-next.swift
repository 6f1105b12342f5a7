// Standard library API style (sequence builders): zip, sequence(first:next:), sequence(state:next:), repeatElement, AnySequence and AnyIterator
print("zip:", Array(zip(["a", "b", "c"], 1...)).map { "\($0)\($1)" })
print("zip shortest:", zip([1, 2, 3, 4], "xy").map { "\($0)\($1)" })
print("zip empty:", Array(zip([Int](), [1, 2])).count)
print("unzip:", zip([1, 2], ["p", "q"]).map(\.0), zip([1, 2], ["p", "q"]).map(\.1))
let pairs = Dictionary(uniqueKeysWithValues: zip(["x", "y"], [9, 8]))
print("zip to dict:", pairs.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print("adjacent diffs:", zip([1, 4, 9, 16], [1, 4, 9, 16].dropFirst()).map { $1 - $0 })
print("powers:", Array(sequence(first: 1) { $0 < 100 ? $0 * 3 : nil }))
print("collatz 6:", Array(sequence(first: 6) { $0 == 1 ? nil : ($0 % 2 == 0 ? $0 / 2 : 3 * $0 + 1) }))
print("prefix of infinite:", Array(sequence(first: 1, next: { $0 * 2 }).prefix(6)))
print("first only:", Array(sequence(first: 5) { _ in nil }))
let fib = sequence(state: (0, 1)) { (state: inout (Int, Int)) -> Int? in
    let value = state.0
    state = (state.1, state.0 + state.1)
    return value
}
print("fib:", Array(fib.prefix(10)))
let countdown = sequence(state: 3) { (n: inout Int) -> Int? in
    defer { n -= 1 }
    return n > 0 ? n : nil
}
print("countdown:", Array(countdown))
let words = sequence(state: "a b c".split(separator: " ").makeIterator()) { $0.next() }
print("state iterator:", words.map(String.init))
print("repeatElement:", Array(repeatElement("ab", count: 3)), repeatElement(0, count: 0).count)
print("repeat joined:", repeatElement("-", count: 5).joined())
print("Array repeating:", Array(repeating: [0], count: 2), String(repeating: "xy", count: 3))
let r = repeatElement(7, count: 4)
print("repeated props:", r.count, r.first as Any, r.reduce(0, +), type(of: r))
var i = 0
let counter = AnyIterator<Int> { i += 1; return i <= 3 ? i * i : nil }
print("AnyIterator:", Array(counter))
let any = AnySequence([3, 2, 1])
print("AnySequence:", any.map { $0 + 1 }, Array(any).count)
var it = [10, 20].makeIterator()
print("manual next:", it.next() as Any, it.next() as Any, it.next() as Any)
let lazyZip = zip(1..., "abc").lazy.filter { $0.0 % 2 == 1 }.map { String($0.1) }
print("lazy zip:", Array(lazyZip))
print("enumerated zip:", zip(0..., ["a", "b"]).map { "\($0):\($1)" } == ["a", "b"].enumerated().map { "\($0.offset):\($0.element)" })

// expect: zip: ["a1", "b2", "c3"]
// expect: zip shortest: ["1x", "2y"]
// expect: zip empty: 0
// expect: unzip: [1, 2] ["p", "q"]
// expect: zip to dict: ["x=9", "y=8"]
// expect: adjacent diffs: [3, 5, 7]
// expect: powers: [1, 3, 9, 27, 81, 243]
// expect: collatz 6: [6, 3, 10, 5, 16, 8, 4, 2, 1]
// expect: prefix of infinite: [1, 2, 4, 8, 16, 32]
// expect: first only: [5]
// expect: fib: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: countdown: [3, 2, 1]
// expect: state iterator: ["a", "b", "c"]
// expect: repeatElement: ["ab", "ab", "ab"] 0
// expect: repeat joined: -----
// expect: Array repeating: [[0], [0]] xyxyxy
// expect: repeated props: 4 Optional(7) 28 Repeated<Int>
// expect: AnyIterator: [1, 4, 9]
// expect: AnySequence: [4, 3, 2] 3
// expect: manual next: Optional(10) Optional(20) nil
// expect: lazy zip: ["a", "c"]
// expect: enumerated zip: true
