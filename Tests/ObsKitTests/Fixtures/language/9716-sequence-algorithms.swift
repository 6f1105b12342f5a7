// Apple docs, Sequence/Collection algorithms: zip, stride, reduce(into:), prefix(while:), drop(while:), split, chunked via stride, lazy, first(where:), allSatisfy, elementsEqual, min(by:)
let temperatures = [12, 14, 15, 19, 23, 22, 18, 13, 9, 8]
let rising = temperatures.prefix { $0 < 20 }
let afterPeak = temperatures.drop { $0 < 20 }
print(Array(rising), Array(afterPeak))

let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
for (day, temp) in zip(days, temperatures) where temp > 14 {
    print("\(day): \(temp)°")
}
let deltas = zip(temperatures, temperatures.dropFirst()).map { $1 - $0 }
print("deltas:", deltas)

print(Array(stride(from: 0, through: 20, by: 5)), Array(stride(from: 3.0, to: 0.0, by: -1.0)))

let text = "the quick brown fox jumps over the lazy dog the end"
let frequencies = text.split(separator: " ").reduce(into: [:]) { counts, word in counts[word, default: 0] += 1 }
let top = frequencies.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3)
print(top.map { "\($0.key)×\($0.value)" })

let csvLine = "name,,age,city,"
print(csvLine.split(separator: ",").map(String.init))
print(csvLine.split(separator: ",", omittingEmptySubsequences: false).count)
print("a-b-c-d".split(separator: "-", maxSplits: 1))

let values = Array(1...10)
let chunks = stride(from: 0, to: values.count, by: 3).map { Array(values[$0..<min($0 + 3, values.count)]) }
print(chunks)

var evaluated: [Int] = []
let lazyResult = values.lazy.map { n -> Int in evaluated.append(n); return n * n }.filter { $0 > 20 }.first
print(lazyResult ?? 0, "evaluated:", evaluated)

print(values.first { $0 % 4 == 0 } ?? 0, values.allSatisfy { $0 > 0 }, values.contains(11))
print([1, 2, 3].elementsEqual([1, 2, 3]), [1, 2].starts(with: [1]), "abc".lexicographicallyPrecedes("abd"))

struct Runner { let name: String; let time: Double }
let runners = [Runner(name: "Kim", time: 12.4), Runner(name: "Lee", time: 11.9), Runner(name: "Ana", time: 12.1)]
print(runners.min { $0.time < $1.time }!.name, runners.max { $0.time < $1.time }!.name)
print(runners.sorted { $0.time < $1.time }.enumerated().map { "\($0.offset + 1). \($0.element.name)" })

let nested = [[1, 2], [3], [], [4, 5, 6]]
print(nested.joined().map { $0 * 10 }, nested.map(\.count).max()!)
print(Array(values.reversed().prefix(3)), values.suffix(2), values.dropLast(8))
let (evens, odds) = values.reduce(into: ([Int](), [Int]())) { $1.isMultiple(of: 2) ? $0.0.append($1) : $0.1.append($1) }
print(evens, odds)
print(values.indices.filter { values[$0] % 3 == 0 }, Set(values.map { $0 % 4 }).sorted())
print(repeatElement("ab", count: 3).joined(separator: "+"), (1...4).map(String.init).joined())

// expect: [12, 14, 15, 19] [23, 22, 18, 13, 9, 8]
// expect: Wed: 15°
// expect: Thu: 19°
// expect: Fri: 23°
// expect: deltas: [2, 1, 4, 4, -1, -4, -5, -4, -1]
// expect: [0, 5, 10, 15, 20] [3.0, 2.0, 1.0]
// expect: ["the×3", "brown×1", "dog×1"]
// expect: ["name", "age", "city"]
// expect: 5
// expect: ["a", "b-c-d"]
// expect: [[1, 2, 3], [4, 5, 6], [7, 8, 9], [10]]
// expect: 25 evaluated: [1, 2, 3, 4, 5, 5]
// expect: 4 true false
// expect: true true true
// expect: Lee Kim
// expect: ["1. Lee", "2. Ana", "3. Kim"]
// expect: [10, 20, 30, 40, 50, 60] 3
// expect: [10, 9, 8] [9, 10] [1, 2]
// expect: [2, 4, 6, 8, 10] [1, 3, 5, 7, 9]
// expect: [2, 5, 8] [0, 1, 2, 3]
// expect: ab+ab+ab 1234
