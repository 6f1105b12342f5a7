// Advanced Swift style (lazy on your own collection): a counted collection that logs subscript reads, showing how lazy map and filter defer work compared with eager ones
final class ReadLog {
    var reads = 0
}

struct Readings: RandomAccessCollection {
    let values: [Int]
    let log: ReadLog

    var startIndex: Int { 0 }
    var endIndex: Int { values.count }
    subscript(position: Int) -> Int {
        log.reads += 1
        return values[position]
    }
}

let log = ReadLog()
let data = Readings(values: [4, 8, 15, 16, 23, 42], log: log)

let eager = data.map { $0 * 2 }
print(eager, "reads:", log.reads)

log.reads = 0
let lazyDoubled = data.lazy.map { $0 * 2 }
print("after lazy map, reads:", log.reads)
print(lazyDoubled[2], "reads:", log.reads)
print(lazyDoubled.count, "reads:", log.reads)

log.reads = 0
let firstBigOdd = data.lazy.filter { $0 % 2 == 1 }.first(where: { $0 > 10 })
print(firstBigOdd ?? -1, "reads:", log.reads)

log.reads = 0
var calls = 0
let described = data.lazy.map { value -> String in
    calls += 1
    return "<\(value)>"
}
print(calls)
print(Array(described.prefix(2)).joined(), calls)
print(Array(described.reversed()).first!, calls)

log.reads = 0
let sumOfSquares = data.lazy.filter { $0.isMultiple(of: 2) }.map { $0 * $0 }.reduce(0, +)
print(sumOfSquares, "reads:", log.reads)
let chained = data.lazy.compactMap { $0 > 15 ? $0 : nil }.map(String.init)
print(Array(chained))
print(data.lazy.enumerated().filter { $0.offset.isMultiple(of: 3) }.map { $0.element })

// expect: [8, 16, 30, 32, 46, 84] reads: 6
// expect: after lazy map, reads: 0
// expect: 30 reads: 1
// expect: 6 reads: 1
// expect: 15 reads: 3
// expect: 0
// expect: <4><8> 2
// expect: <42> 8
// expect: 2100 reads: 6
// expect: ["16", "23", "42"]
// expect: [4, 16]
