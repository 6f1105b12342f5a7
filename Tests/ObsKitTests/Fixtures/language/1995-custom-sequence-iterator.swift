// Compiler test style: custom Sequence and IteratorProtocol types used with for-in, map, zip, enumerated
struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> Iterator {
        Iterator(current: start)
    }
    struct Iterator: IteratorProtocol {
        var current: Int
        mutating func next() -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
}

struct Fibonacci: Sequence, IteratorProtocol {
    var a = 0
    var b = 1
    let limit: Int
    mutating func next() -> Int? {
        guard a <= limit else { return nil }
        let r = a
        (a, b) = (b, a + b)
        return r
    }
}

for n in Countdown(start: 3) {
    print("tick \(n)")
}
print(Array(Countdown(start: 5)))
print(Countdown(start: 4).map { $0 * $0 })
print(Countdown(start: 6).filter { $0 % 2 == 0 })
print(Countdown(start: 4).reduce(0, +))

for (i, v) in Countdown(start: 3).enumerated() {
    print("index \(i) value \(v)")
}

let fib = Fibonacci(limit: 50)
print(Array(fib))
for (f, c) in zip(Fibonacci(limit: 100), Countdown(start: 4)) {
    print(f, c)
}
print(Fibonacci(limit: 1000).contains(144), Fibonacci(limit: 1000).contains(145))
print(Countdown(start: 10).prefix(3).map(String.init).joined(separator: "-"))
print(Array(Countdown(start: 10).dropFirst(7)))
print(Countdown(start: 5).sorted())
print(Countdown(start: 0).first(where: { _ in true }) as Any)
print(Fibonacci(limit: 30).max() ?? -1, Fibonacci(limit: 30).min() ?? -1)

var it = Countdown(start: 2).makeIterator()
print(it.next() as Any, it.next() as Any, it.next() as Any, it.next() as Any)
print(Array(stride(from: 10, to: 0, by: -3)), Array(stride(from: 0, through: 9, by: 3)))

// expect: tick 3
// expect: tick 2
// expect: tick 1
// expect: [5, 4, 3, 2, 1]
// expect: [16, 9, 4, 1]
// expect: [6, 4, 2]
// expect: 10
// expect: index 0 value 3
// expect: index 1 value 2
// expect: index 2 value 1
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: 0 4
// expect: 1 3
// expect: 1 2
// expect: 2 1
// expect: true false
// expect: 10-9-8
// expect: [3, 2, 1]
// expect: [1, 2, 3, 4, 5]
// expect: nil
// expect: 21 0
// expect: Optional(2) Optional(1) nil nil
// expect: [10, 7, 4, 1] [0, 3, 6, 9]
