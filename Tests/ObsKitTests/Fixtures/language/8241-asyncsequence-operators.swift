// Concurrency tutorial: map, filter, prefix and compactMap on an AsyncSequence
func numbers(_ values: [Int]) -> AsyncStream<Int> {
    AsyncStream { continuation in
        for v in values {
            continuation.yield(v)
        }
        continuation.finish()
    }
}

let source = Array(1...20)

let evensSquared = numbers(source)
    .filter { $0 % 2 == 0 }
    .map { $0 * $0 }
    .prefix(4)

for await value in evensSquared {
    print("even squared: \(value)")
}

let words = numbers([3, 14, 7, 42])
    .map { n -> String in n > 10 ? "big \(n)" : "small \(n)" }
for await w in words {
    print(w)
}

let parsed = numbers([1, 2, 3, 4, 5, 6])
    .compactMap { $0 % 3 == 0 ? nil : "#\($0)" }
var collected: [String] = []
for await p in parsed {
    collected.append(p)
}
print("compactMap: \(collected)")

let firstBig = await numbers(source).first { $0 * 3 > 40 }
print("first where n*3 > 40: \(firstBig ?? -1)")

let total = await numbers(source).prefix(while: { $0 < 6 }).reduce(0, +)
print("sum while < 6: \(total)")
// expect: even squared: 4
// expect: even squared: 16
// expect: even squared: 36
// expect: even squared: 64
// expect: small 3
// expect: big 14
// expect: small 7
// expect: big 42
// expect: compactMap: ["#1", "#2", "#4", "#5"]
// expect: first where n*3 > 40: 14
// expect: sum while < 6: 15
