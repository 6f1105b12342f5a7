// Swift compiler execution test style (IteratorProtocol): hand-written Sequence and Iterator types, consumed by for-in, zip, stride, lazy chains and enumerated
struct Countdown: Sequence, IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        if current <= 0 { return nil }
        defer { current -= 1 }
        return current
    }
}

struct Fibs: Sequence {
    struct Iterator: IteratorProtocol {
        var a = 0, b = 1
        mutating func next() -> Int? {
            let r = a
            (a, b) = (b, a + b)
            return r
        }
    }
    func makeIterator() -> Iterator { Iterator() }
}

for n in Countdown(current: 3) { print("tick", n) }
print(Array(Countdown(current: 5)))
print(Fibs().prefix(10).map { $0 })
print(Array(zip(Countdown(current: 4), Fibs())).map { "\($0.0):\($0.1)" })
let evens = Fibs().lazy.filter { $0 % 2 == 0 }.map { $0 * 10 }.prefix(4)
print(Array(evens))
print(Fibs().first { $0 > 50 } ?? -1)
for (i, f) in Fibs().prefix(4).enumerated() { print("#\(i) = \(f)") }
print(Array(stride(from: 10, to: 0, by: -3)), Array(stride(from: 0.0, through: 1.0, by: 0.25)))
var it = Countdown(current: 2)
print(it.next() as Any, it.next() as Any, it.next() as Any)
print(Countdown(current: 6).reduce(0, +), Countdown(current: 4).contains(2))
print(Array(Fibs().prefix(while: { $0 < 30 })), Fibs().dropFirst(5).prefix(3).map { $0 })
print(Countdown(current: 5).underestimatedCount)
let s = AnySequence(Countdown(current: 3))
print(s.map(String.init).joined(separator: ","))

// expect: tick 3
// expect: tick 2
// expect: tick 1
// expect: [5, 4, 3, 2, 1]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: ["4:0", "3:1", "2:1", "1:2"]
// expect: [0, 20, 80, 340]
// expect: 55
// expect: #0 = 0
// expect: #1 = 1
// expect: #2 = 1
// expect: #3 = 2
// expect: [10, 7, 4, 1] [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: Optional(2) Optional(1) nil
// expect: 21 true
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21] [5, 8, 13]
// expect: 0
// expect: 3,2,1
