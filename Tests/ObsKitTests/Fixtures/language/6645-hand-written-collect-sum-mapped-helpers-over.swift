// Swift book style (async sequence helpers): hand-written collect, sum and mapped helpers over any AsyncSequence
extension AsyncSequence {
    func collect() async rethrows -> [Element] {
        var result: [Element] = []
        for try await element in self {
            result.append(element)
        }
        return result
    }

    func fold<T>(_ initial: T, _ combine: (T, Element) -> T) async rethrows -> T {
        var acc = initial
        for try await element in self {
            acc = combine(acc, element)
        }
        return acc
    }
}

func numbers(_ values: [Int]) -> AsyncStream<Int> {
    AsyncStream { continuation in
        values.forEach { continuation.yield($0) }
        continuation.finish()
    }
}

func mapAll<S: AsyncSequence, T>(_ sequence: S, _ transform: (S.Element) -> T) async throws -> [T] {
    var out: [T] = []
    for try await element in sequence {
        out.append(transform(element))
    }
    return out
}

let all = await numbers([3, 1, 4, 1, 5]).collect()
print("collected:", all)
let total = await numbers([3, 1, 4, 1, 5]).fold(0, +)
print("folded sum:", total)
let text = await numbers([1, 2, 3]).fold("") { $0 + String($1) }
print("folded text:", text)
let doubled = try await mapAll(numbers([2, 4, 6])) { $0 * 2 }
print("doubled:", doubled)
let library = await numbers([5, 8, 13]).map { "n\($0)" }.collect()
print("library map:", library)
let filtered = await numbers(Array(1...10)).filter { $0.isMultiple(of: 3) }.reduce(0, +)
print("filtered reduce:", filtered)
let prefix = await numbers([9, 8, 7, 6]).prefix(2).collect()
print("prefix:", prefix)

// expect: collected: [3, 1, 4, 1, 5]
// expect: folded sum: 14
// expect: folded text: 123
// expect: doubled: [4, 8, 12]
// expect: library map: ["n5", "n8", "n13"]
// expect: filtered reduce: 18
// expect: prefix: [9, 8]
