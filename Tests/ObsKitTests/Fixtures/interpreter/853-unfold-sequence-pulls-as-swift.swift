// sequence(first:next:) calls `next` only when an element is pulled past the first (Swift's UnfoldSequence
// keeps the last element and computes the following one on demand), so prefix(n) calls it n - 1 times; its
// type prints with its arguments, `UnfoldSequence<Element, State>` (expected output: swiftc 6.3.1 on this
// machine).
var calls = 0
let counted = sequence(first: 0) { calls += 1; return $0 + 1 }
print(Array(counted.prefix(5)), calls)
calls = 0
var it = counted.makeIterator()
_ = it.next()
print(calls, it.next()!, calls)
calls = 0
print(Array(counted.prefix(0)), calls, counted.first { $0 > 3 }!, calls)
let ending = sequence(first: 1) { $0 < 100 ? $0 * 10 : nil }
print(Array(ending), type(of: ending))
let digits = sequence(state: 907) { (n: inout Int) -> Int? in
    guard n > 0 else { return nil }
    defer { n /= 10 }
    return n % 10
}
print(Array(digits), type(of: digits))
print(type(of: sequence(first: "a") { _ in nil }), type(of: sequence(state: (0, 1)) { (s: inout (Int, Int)) -> Int? in s.0 }))

// expect: [0, 1, 2, 3, 4] 4
// expect: 0 1 1
// expect: [] 0 4 4
// expect: [1, 10, 100] UnfoldSequence<Int, (Optional<Int>, Bool)>
// expect: [7, 0, 9] UnfoldSequence<Int, Int>
// expect: UnfoldSequence<String, (Optional<String>, Bool)> UnfoldSequence<Int, (Int, Int)>
