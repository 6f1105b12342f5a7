// Swift Evolution SE-0341 style (opaque parameter types): writing generic functions with some Protocol in parameter position
func average(_ values: some Collection<Double>) -> Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
}

func sumAll(_ numbers: some Sequence<Int>) -> Int {
    numbers.reduce(0, +)
}

func describe(_ value: some CustomStringConvertible, times: Int = 1) -> String {
    Array(repeating: value.description, count: times).joined(separator: " ")
}

func longest(_ a: some StringProtocol, _ b: some StringProtocol) -> String {
    a.count >= b.count ? String(a) : String(b)
}

func merged(_ first: some Sequence<Int>, _ second: some Sequence<Int>) -> [Int] {
    (Array(first) + Array(second)).sorted()
}

func apply(_ transform: (Int) -> Int, to values: inout some MutableCollection<Int>) {
    var i = values.startIndex
    while i != values.endIndex {
        values[i] = transform(values[i])
        values.formIndex(after: &i)
    }
}

print(average([2.0, 4.0, 9.0]))
print(average([Double]()))
print(sumAll(1...10), sumAll([5, 5]), sumAll(Set([3])))
print(describe(42), describe("hi", times: 3), describe(2.5, times: 2))
print(longest("swift", "go"), longest("ab"[...], "xyz"))
print(merged([9, 1], stride(from: 2, to: 8, by: 3)))

var scores = [1, 2, 3]
apply({ $0 * 100 }, to: &scores)
print(scores)

func firstMatch<T: Equatable>(_ target: T, in items: some Collection<T>) -> Int? {
    var position = 0
    for item in items {
        if item == target { return position }
        position += 1
    }
    return nil
}
print(firstMatch("c", in: ["a", "b", "c"]) ?? -1, firstMatch(7, in: 1...5) ?? -1)

// expect: 5.0
// expect: 0.0
// expect: 55 10 3
// expect: 42 hi hi hi 2.5 2.5
// expect: swift xyz
// expect: [1, 2, 5, 9]
// expect: [100, 200, 300]
// expect: 2 -1
