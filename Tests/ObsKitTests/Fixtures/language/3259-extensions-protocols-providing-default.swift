// Swift book style: extensions on protocols providing default subscripts and Sequence conformance
struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> CountdownIterator {
        CountdownIterator(current: start)
    }
}
struct CountdownIterator: IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        if current <= 0 { return nil }
        defer { current -= 1 }
        return current
    }
}

for n in Countdown(start: 3) {
    print(n)
}
print(Countdown(start: 5).map { $0 * 10 })
print(Countdown(start: 4).filter { $0 % 2 == 0 })
print(Countdown(start: 6).reduce(0, +))
print(Countdown(start: 3).contains(2), Countdown(start: 3).contains(7))

struct Fibonacci: Sequence, IteratorProtocol {
    var a = 0, b = 1
    mutating func next() -> Int? {
        defer { (a, b) = (b, a + b) }
        return a
    }
}
print(Array(Fibonacci().prefix(10)))
print(Fibonacci().first { $0 > 100 } ?? 0)

struct Bag<Element>: Collection {
    var items: [Element]
    var startIndex: Int { items.startIndex }
    var endIndex: Int { items.endIndex }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> Element { items[position] }
}
let bag = Bag(items: ["x", "y", "z"])
print(bag.count, bag.first!, bag[2])
print(bag.reversed().joined())
print(Array(bag.enumerated().map { "\($0.offset):\($0.element)" }))
// expect: 3
// expect: 2
// expect: 1
// expect: [50, 40, 30, 20, 10]
// expect: [4, 2]
// expect: 21
// expect: true false
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: 144
// expect: 3 x z
// expect: zyx
// expect: ["0:x", "1:y", "2:z"]
