// Compiler test style: AsyncSequence map, filter, compactMap, prefix, reduce, contains and first(where:)
func numbers(_ upTo: Int) -> AsyncStream<Int> {
    AsyncStream { c in
        for i in 1...upTo { c.yield(i) }
        c.finish()
    }
}

var squares: [Int] = []
for await s in numbers(6).map({ $0 * $0 }) {
    squares.append(s)
}
print("squares:", squares)

var evens: [Int] = []
for await e in numbers(10).filter({ $0 % 2 == 0 }) {
    evens.append(e)
}
print("evens:", evens)

let strings = AsyncStream<String> { c in
    for s in ["1", "two", "3", "four", "5"] { c.yield(s) }
    c.finish()
}
var parsed: [Int] = []
for await n in strings.compactMap({ Int($0) }) {
    parsed.append(n)
}
print("parsed:", parsed)

var firstThree: [Int] = []
for await n in numbers(100).prefix(3) { firstThree.append(n) }
print("prefix:", firstThree)

let sum = await numbers(10).reduce(0, +)
print("sum:", sum)
print("contains 7:", await numbers(10).contains(7))
print("first > 4:", await numbers(10).first(where: { $0 > 4 }) ?? -1)
// expect: squares: [1, 4, 9, 16, 25, 36]
// expect: evens: [2, 4, 6, 8, 10]
// expect: parsed: [1, 3, 5]
// expect: prefix: [1, 2, 3]
// expect: sum: 55
// expect: contains 7: true
// expect: first > 4: 5
