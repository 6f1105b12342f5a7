// Compiler test style: a handwritten Sequence and IteratorProtocol used with for-in and algorithms
struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> Iterator { Iterator(current: start) }
    struct Iterator: IteratorProtocol {
        var current: Int
        mutating func next() -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
}

for n in Countdown(start: 3) { print(n, terminator: " ") }
print()
let cd = Countdown(start: 5)
print(Array(cd), cd.map { $0 * $0 }, cd.filter { $0 % 2 == 0 })
print(cd.reduce(0, +), cd.contains(4), cd.min()!, cd.sorted())
print(cd.first(where: { $0 < 3 })!, cd.underestimatedCount)
print(Array(cd.prefix(2)), Array(cd.dropFirst(3)), Array(cd.enumerated()).last!)

var it = cd.makeIterator()
_ = it.next()
var copy = it
print(it.next()!, it.next()!, copy.next()!)

struct Fib: Sequence, IteratorProtocol {
    var a = 0, b = 1
    mutating func next() -> Int? {
        defer { (a, b) = (b, a + b) }
        return a
    }
}
print(Array(Fib().prefix(10)))
print(Fib().first(where: { $0 > 100 })!, Array(zip(Fib(), "abc")).map { "\($1)\($0)" })
// expect: 3 2 1 
// expect: [5, 4, 3, 2, 1] [25, 16, 9, 4, 1] [4, 2]
// expect: 15 true 1 [1, 2, 3, 4, 5]
// expect: 2 0
// expect: [5, 4] [2, 1] (offset: 4, element: 1)
// expect: 4 3 4
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: 144 ["a0", "b1", "c1"]
