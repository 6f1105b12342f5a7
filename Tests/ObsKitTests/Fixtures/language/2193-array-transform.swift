// Compiler test style (stdlib): Array enumerated/zip/reduce(into:)/flatMap/compactMap/split/joined
let rawReadings = ["12", "x", "7", "", "30", "-4", "3.5"]
let readings = rawReadings.compactMap { Int($0) }
print(readings)

for (index, value) in readings.enumerated() where index % 2 == 0 {
    print("reading[\(index)] = \(value)")
}

let labels = ["north", "east", "south"]
let pairs = zip(labels, readings).map { "\($0)=\($1)" }
print(pairs)
print(Array(zip(1..., labels)).map { "\($0.0).\($0.1)" })

let histogram = readings.reduce(into: [String: Int]()) { counts, value in
    counts[value < 10 ? "small" : "large", default: 0] += 1
}
print(histogram.sorted { $0.key < $1.key })

let total = readings.reduce(0, +)
let product = readings.reduce(1) { $0 * $1 }
print(total, product)

let grid = [[1, 2], [3], [], [4, 5, 6]]
print(grid.flatMap { $0 })
print(grid.joined().map { $0 * 10 })
print(grid.map { $0.count })
print(Array(grid.joined(separator: [0])))

let sentence = [3, 0, 0, 4, 5, 0, 6]
let pieces = sentence.split(separator: 0)
print(pieces.map { Array($0) })
print(sentence.split(separator: 0, omittingEmptySubsequences: false).map { Array($0) })
print(sentence.split(separator: 0, maxSplits: 1).map { Array($0) })
print(sentence.split(whereSeparator: { $0 > 4 }).map { $0.count })

let tags = ["swift", "stdlib", "test"]
print(tags.joined(separator: " / "), tags.joined())
print(tags.map { $0.count }.map(String.init).joined(separator: "+"))

// expect: [12, 7, 30, -4]
// expect: reading[0] = 12
// expect: reading[2] = 30
// expect: ["north=12", "east=7", "south=30"]
// expect: ["1.north", "2.east", "3.south"]
// expect: [(key: "large", value: 2), (key: "small", value: 2)]
// expect: 45 -10080
// expect: [1, 2, 3, 4, 5, 6]
// expect: [10, 20, 30, 40, 50, 60]
// expect: [2, 1, 0, 3]
// expect: [1, 2, 0, 3, 0, 0, 4, 5, 6]
// expect: [[3], [4, 5], [6]]
// expect: [[3], [], [4, 5], [6]]
// expect: [[3], [0, 4, 5, 0, 6]]
// expect: [4, 1]
// expect: swift / stdlib / test swiftstdlibtest
// expect: 5+6+4
