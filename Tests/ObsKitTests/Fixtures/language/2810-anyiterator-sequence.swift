// Compiler test style: Sequence conformances built from AnyIterator closures
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
print(Array(Countdown(start: 5)))
print(Countdown(start: 4).map { $0 * $0 })
let cd = Countdown(start: 3)
print(Array(cd), Array(cd))

func cycle<T>(_ items: [T]) -> AnyIterator<T> {
    var i = 0
    return AnyIterator {
        defer { i = (i + 1) % items.count }
        return items[i]
    }
}
let colors = cycle(["red", "green", "blue"])
print((0..<7).map { _ in colors.next()! }.joined(separator: " "))

struct Fib: Sequence, IteratorProtocol {
    var a = 0, b = 1
    mutating func next() -> Int? {
        defer { (a, b) = (b, a + b) }
        return a
    }
}
print(Array(Fib().prefix(10)))
print(Fib().first { $0 > 1000 }!)
let evens: [Int] = Array(Fib().lazy.filter { $0 % 2 == 0 }.prefix(5))
print(evens.map(String.init).joined(separator: ","))
let it = AnyIterator(Countdown(start: 2).makeIterator())
print(it.next() as Any, it.next() as Any, it.next() as Any)
// expect: [5, 4, 3, 2, 1]
// expect: [16, 9, 4, 1]
// expect: [3, 2, 1] [3, 2, 1]
// expect: red green blue red green blue red
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: 1597
// expect: 0,2,8,34,144
// expect: Optional(2) Optional(1) nil
