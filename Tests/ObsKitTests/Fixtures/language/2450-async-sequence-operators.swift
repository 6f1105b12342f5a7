// Compiler test style (concurrency): AsyncSequence operator chains (map, filter, compactMap, prefix, drop)
// known-gap: line 14: expected "type: AsyncMapSequence<AsyncStream<Int>, String>", got "type: LazyMapSequence"
func numbers(_ values: [Int]) -> AsyncStream<Int> {
    AsyncStream { c in
        for v in values { c.yield(v) }
        c.finish()
    }
}

func collect<S: AsyncSequence>(_ s: S) async rethrows -> [S.Element] {
    var out: [S.Element] = []
    for try await e in s { out.append(e) }
    return out
}

let source = [3, 8, 1, 12, 7, 4, 15, 2]
print("map:", await collect(numbers(source).map { $0 * 10 }))
print("filter:", await collect(numbers(source).filter { $0.isMultiple(of: 2) }))
print("compactMap:", await collect(numbers(source).compactMap { $0 > 5 ? "n\($0)" : nil }))
print("prefix:", await collect(numbers(source).prefix(3)))
print("dropFirst:", await collect(numbers(source).dropFirst(5)))
print("prefix(while:):", await collect(numbers(source).prefix { $0 < 12 }))
print("drop(while:):", await collect(numbers(source).drop { $0 != 7 }))
print("flatMap:", await collect(numbers([1, 2, 3]).flatMap { n in numbers(Array(repeating: n, count: n)) }))

let chained = numbers(source)
    .filter { $0 % 3 != 0 }
    .map { $0 * $0 }
    .prefix(4)
print("chained:", await collect(chained))
print("min:", await numbers(source).min() ?? -1, "max:", await numbers(source).max() ?? -1)
print("allSatisfy > 0:", await numbers(source).allSatisfy { $0 > 0 })

enum Bad: Error { case tooBig(Int) }
let checked = numbers(source).map { v throws -> Int in
    if v > 10 { throw Bad.tooBig(v) }
    return v
}
do {
    print("checked:", try await collect(checked))
} catch {
    print("checked failed:", error)
}

let names = numbers([2, 0, 1]).map { ["zero", "one", "two"][$0] }
print("names:", await collect(names).joined(separator: "-"))
print("type:", type(of: numbers([]).map { String($0) }))

// expect: map: [30, 80, 10, 120, 70, 40, 150, 20]
// expect: filter: [8, 12, 4, 2]
// expect: compactMap: ["n8", "n12", "n7", "n15"]
// expect: prefix: [3, 8, 1]
// expect: dropFirst: [4, 15, 2]
// expect: prefix(while:): [3, 8, 1]
// expect: drop(while:): [7, 4, 15, 2]
// expect: flatMap: [1, 2, 2, 3, 3, 3]
// expect: chained: [64, 1, 49, 16]
// expect: min: 1 max: 15
// expect: allSatisfy > 0: true
// expect: checked failed: tooBig(12)
// expect: names: two-zero-one
// expect: type: AsyncMapSequence<AsyncStream<Int>, String>
