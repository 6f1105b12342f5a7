// Swift book style: a custom Sequence with its own IteratorProtocol, used in for-in, map, filter, reduce and contains
struct Countdown: Sequence {
    let start: Int

    struct Iterator: IteratorProtocol {
        var current: Int
        mutating func next() -> Int? {
            if current < 0 { return nil }
            defer { current -= 1 }
            return current
        }
    }

    func makeIterator() -> Iterator {
        Iterator(current: start)
    }
}

let three = Countdown(start: 3)
for n in three {
    print("T-minus \(n)")
}
print("Liftoff!")

print(three.map { $0 * 10 })
print(three.filter { $0 % 2 == 1 })
print(three.reduce(0, +))
print(three.contains(2), three.contains(7))
print(Array(Countdown(start: 5)).count)
print(three.sorted())
print(three.min() ?? -1, three.max() ?? -1)
print(Array(three.enumerated().map { "\($0.offset):\($0.element)" }))
print(three.first(where: { $0 < 2 }) ?? -1)
print(three.underestimatedCount)

var it = three.makeIterator()
print(it.next() as Any)
print(it.next() as Any)
var copy = it
print(copy.next() as Any, it.next() as Any)
print(Array(Countdown(start: -1)))
print(three.elementsEqual([3, 2, 1, 0]))
print(three.dropFirst(2).map { $0 })
print(Array(three.prefix(2)))
print(three.lazy.map { $0 + 100 }.first(where: { $0 < 102 }) ?? 0)
// expect: T-minus 3
// expect: T-minus 2
// expect: T-minus 1
// expect: T-minus 0
// expect: Liftoff!
// expect: [30, 20, 10, 0]
// expect: [3, 1]
// expect: 6
// expect: true false
// expect: 6
// expect: [0, 1, 2, 3]
// expect: 0 3
// expect: ["0:3", "1:2", "2:1", "3:0"]
// expect: 1
// expect: 0
// expect: Optional(3)
// expect: Optional(2)
// expect: Optional(1) Optional(1)
// expect: []
// expect: true
// expect: [1, 0]
// expect: [3, 2]
// expect: 101
