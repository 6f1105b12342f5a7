// `AnyIterator` (from a closure or another iterator; it is a Sequence too), `AnySequence` (from a
// sequence or a closure making iterators), and `makeIterator()` of library collections with `next()`.
// Expected output: a real swiftc 6.3.1 run on Linux (tools/fixture-expect).
struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> AnyIterator<Int> {
        var current = start
        return AnyIterator {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
}
print(Array(Countdown(start: 3)), Countdown(start: 5).map { $0 * 10 }, Countdown(start: 4).reduce(0, +))
for n in Countdown(start: 2) { print("tick", n) }

var letters = ["x", "y", "z"].makeIterator()
print(letters.next() ?? "-", letters.next() ?? "-")
let rest = AnyIterator(letters)
print(Array(rest))

var numbers = (1..<4).makeIterator()
while let n = numbers.next() { print("n", n) }
print(numbers.next() as Any)

let evens = AnySequence([2, 4, 6, 8])
print(evens.filter { $0 > 3 }, evens.contains(6), Array(evens.prefix(2)))
let fresh = AnySequence { () -> AnyIterator<Int> in
    var i = 0
    return AnyIterator { i += 1; return i <= 3 ? i * i : nil }
}
print(Array(fresh), Array(fresh))
var word = "hey".makeIterator()
print(word.next()!, word.next()!)
var squares = (1...).lazy.map { $0 * $0 }.makeIterator()
print(squares.next()!, squares.next()!)

// expect: [3, 2, 1] [50, 40, 30, 20, 10] 10
// expect: tick 2
// expect: tick 1
// expect: x y
// expect: ["z"]
// expect: n 1
// expect: n 2
// expect: n 3
// expect: nil
// expect: [4, 6, 8] true [2, 4]
// expect: [1, 4, 9] [1, 4, 9]
// expect: h e
// expect: 1 4
