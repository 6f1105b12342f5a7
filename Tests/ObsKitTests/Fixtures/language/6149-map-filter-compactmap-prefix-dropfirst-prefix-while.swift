// Hacking with Swift style (AsyncSequence operators): map, filter, compactMap, prefix, dropFirst and prefix(while:) chained over streams
func readings() -> AsyncStream<String> {
    AsyncStream { continuation in
        for raw in ["12", "x", "7", "30", "", "4", "25", "9"] { continuation.yield(raw) }
        continuation.finish()
    }
}

let numbers = readings().compactMap { Int($0) }
var all: [Int] = []
for await n in numbers { all.append(n) }
print("numbers:", all)

let bigDoubled = readings()
    .compactMap { Int($0) }
    .filter { $0 >= 10 }
    .map { $0 * 2 }
for await value in bigDoubled { print("big doubled:", value) }

var firstThree: [String] = []
for await label in readings().compactMap({ Int($0) }).map({ "#\($0)" }).prefix(3) {
    firstThree.append(label)
}
print(firstThree)

var tail: [Int] = []
for await n in readings().compactMap({ Int($0) }).dropFirst(4) { tail.append(n) }
print("after four:", tail)

var leading: [Int] = []
for await n in readings().compactMap({ Int($0) }).prefix(while: { $0 < 20 }) { leading.append(n) }
print("while under 20:", leading)

var skipped: [Int] = []
for await n in readings().compactMap({ Int($0) }).drop(while: { $0 < 20 }) { skipped.append(n) }
print("from first 20+:", skipped)

let asyncMapped = readings().map { raw async -> Int in
    await Task { raw.count }.value
}
var lengths: [Int] = []
for await length in asyncMapped { lengths.append(length) }
print("lengths:", lengths)

struct Invalid: Error {}
let checked = readings().map { raw throws -> Int in
    guard let n = Int(raw) else { throw Invalid() }
    return n
}
var good: [Int] = []
do {
    for try await n in checked { good.append(n) }
} catch {
    print("stopped at invalid after", good)
}

// expect: numbers: [12, 7, 30, 4, 25, 9]
// expect: big doubled: 24
// expect: big doubled: 60
// expect: big doubled: 50
// expect: ["#12", "#7", "#30"]
// expect: after four: [25, 9]
// expect: while under 20: [12, 7]
// expect: from first 20+: [30, 4, 25, 9]
// expect: lengths: [2, 1, 1, 2, 0, 1, 2, 1]
// expect: stopped at invalid after [12]
