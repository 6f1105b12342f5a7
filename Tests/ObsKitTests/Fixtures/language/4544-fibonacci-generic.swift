// Swift book style: a generic Fibonacci sequence over FixedWidthInteger that stops before overflowing
struct Fibonacci<T: FixedWidthInteger>: Sequence, IteratorProtocol {
    private var current: T = 0
    private var upcoming: T = 1
    private var done = false

    mutating func next() -> T? {
        if done { return nil }
        let result = current
        let (sum, overflow) = current.addingReportingOverflow(upcoming)
        if overflow {
            done = true
        }
        current = upcoming
        upcoming = sum
        return result
    }
}

func fibonacci<T: FixedWidthInteger>(upTo limit: T) -> [T] {
    var out: [T] = []
    for f in Fibonacci<T>() {
        if f > limit { break }
        out.append(f)
    }
    return out
}

print(fibonacci(upTo: 100))
print(fibonacci(upTo: UInt8(200)))
print(Array(Fibonacci<Int8>()))
print(Array(Fibonacci<UInt8>()).count, Array(Fibonacci<Int8>()).last!)
print(Array(Fibonacci<UInt16>()).last!, Array(Fibonacci<Int32>()).count)
print(Array(Fibonacci<Int64>()).last!, Array(Fibonacci<UInt64>()).count)
print(Fibonacci<Int>().prefix(10).map { $0 * 2 })
print(Fibonacci<Int>().lazy.filter { $0 % 2 == 0 }.prefix(6).map { $0 })
print(Fibonacci<Int>().first { $0 > 1000 }!)
print(Fibonacci<Int>().prefix(20).reduce(0, +))

struct Countdown<T: BinaryInteger>: Sequence {
    let start: T
    func makeIterator() -> AnyIterator<T> {
        var n = start
        return AnyIterator {
            guard n > 0 else { return nil }
            defer { n -= 1 }
            return n
        }
    }
}
print(Array(Countdown(start: 5)))
print(Array(Countdown(start: UInt8(3))))
print(Countdown(start: Int16(10)).reduce(0, +))

func factorial<T: FixedWidthInteger>(_ n: T) -> T? {
    var result: T = 1
    var i: T = 2
    while i <= n {
        let (p, o) = result.multipliedReportingOverflow(by: i)
        if o { return nil }
        result = p
        i += 1
    }
    return result
}
for n in [0, 5, 12, 20, 21] {
    let desc = factorial(Int64(n)).map { "\($0)" } ?? "overflow"
    print("\(n)! =", desc)
}
print(factorial(UInt8(5)) as Any, factorial(UInt8(6)) as Any, factorial(Int32(12))!)

func triangular<T: BinaryInteger>(_ n: T) -> T { n * (n + 1) / 2 }
print((1...8).map(triangular))
print(triangular(UInt16(200)), triangular(Int8(10)))
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55]
// expect: 13 55
// expect: 28657 46
// expect: 4660046610375530309 93
// expect: [0, 2, 2, 4, 6, 10, 16, 26, 42, 68]
// expect: [0, 2, 8, 34, 144, 610]
// expect: 1597
// expect: 10945
// expect: [5, 4, 3, 2, 1]
// expect: [3, 2, 1]
// expect: 55
// expect: 0! = 1
// expect: 5! = 120
// expect: 12! = 479001600
// expect: 20! = 2432902008176640000
// expect: 21! = overflow
// expect: Optional(120) nil 479001600
// expect: [1, 3, 6, 10, 15, 21, 28, 36]
// expect: 20100 55
