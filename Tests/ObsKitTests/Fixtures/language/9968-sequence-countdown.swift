// Apple docs style (Sequence / IteratorProtocol): a Countdown sequence with its own iterator
struct Countdown: Sequence {
    let start: Int

    func makeIterator() -> CountdownIterator {
        return CountdownIterator(self)
    }
}

struct CountdownIterator: IteratorProtocol {
    let countdown: Countdown
    var times = 0

    init(_ countdown: Countdown) {
        self.countdown = countdown
    }

    mutating func next() -> Int? {
        let nextNumber = countdown.start - times
        guard nextNumber > 0 else { return nil }
        times += 1
        return nextNumber
    }
}

let threeToGo = Countdown(start: 3)
for i in threeToGo {
    print(i)
}
print("Happy New Year!")

// A sequence can be iterated more than once because makeIterator starts fresh.
let five = Countdown(start: 5)
print("array:", Array(five))
print("sum:", five.reduce(0, +))
print("contains 2:", five.contains(2), "contains 9:", five.contains(9))
print("first where even:", five.first(where: { $0 % 2 == 0 }) ?? -1)
print("sorted:", five.sorted())
print("underestimatedCount:", five.underestimatedCount)
print("mapped:", five.map { "T-\($0)" }.joined(separator: " "))

// Driving the iterator by hand.
var it = Countdown(start: 2).makeIterator()
print("manual:", it.next() as Any, it.next() as Any, it.next() as Any, it.next() as Any)

// A Fibonacci sequence that is infinite; prefix makes it finite.
struct Fibonacci: Sequence, IteratorProtocol {
    var state = (0, 1)
    mutating func next() -> Int? {
        defer { state = (state.1, state.0 + state.1) }
        return state.0
    }
}
print("fib:", Array(Fibonacci().prefix(10)))
print("first fib over 100:", Fibonacci().first(where: { $0 > 100 })!)
let evens = Fibonacci().prefix(while: { $0 < 200 }).filter { $0 % 2 == 0 }
print("even fibs under 200:", evens)
for (n, value) in Countdown(start: 3).enumerated() {
    print("enumerated \(n): \(value)")
}

// expect: 3
// expect: 2
// expect: 1
// expect: Happy New Year!
// expect: array: [5, 4, 3, 2, 1]
// expect: sum: 15
// expect: contains 2: true contains 9: false
// expect: first where even: 4
// expect: sorted: [1, 2, 3, 4, 5]
// expect: underestimatedCount: 0
// expect: mapped: T-5 T-4 T-3 T-2 T-1
// expect: manual: Optional(2) Optional(1) nil nil
// expect: fib: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: first fib over 100: 144
// expect: even fibs under 200: [0, 2, 8, 34, 144]
// expect: enumerated 0: 3
// expect: enumerated 1: 2
// expect: enumerated 2: 1
