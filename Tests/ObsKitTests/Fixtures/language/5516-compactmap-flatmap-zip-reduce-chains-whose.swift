// Swift Forums style (higher-order inference): compactMap/flatMap/zip/reduce chains whose types come only from closures
struct Row { let cells: [String] }

let rows = [Row(cells: ["1", "a", "3"]), Row(cells: ["4", "5"]), Row(cells: [])]
let numbers = rows.flatMap { $0.cells }.compactMap(Int.init)
print(numbers)
let lengths = rows.map(\.cells.count)
print(lengths)
let pairs = zip(lengths, rows).map { ($0, $1.cells.first ?? "-") }
print(pairs.map { "\($0.0):\($0.1)" })
let dict = Dictionary(uniqueKeysWithValues: zip(["x", "y", "z"], 1...))
print(dict.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let merged = Dictionary([("a", 1), ("b", 2), ("a", 3)], uniquingKeysWith: +)
print(merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let nested = [[1, 2], [3], []].reduce([], +)
print(nested)
let maxLen = rows.map { $0.cells.joined() }.max { $0.count < $1.count }
print(maxLen as Any)
let grouped = Dictionary(grouping: numbers) { $0 % 2 == 0 ? "even" : "odd" }
print(grouped["even"] ?? [], grouped["odd"] ?? [])
let firstBig = numbers.lazy.map { $0 * 10 }.first { $0 > 20 }
print(firstBig as Any)
let composed = [1, 2, 3].map { x in { (y: Int) in x * y } }.map { $0(10) }
print(composed)
let enumerated = ["p", "q"].enumerated().map { "\($0.offset)\($0.element)" }
print(enumerated)

// expect: [1, 3, 4, 5]
// expect: [3, 2, 0]
// expect: ["3:1", "2:4", "0:-"]
// expect: ["x=1", "y=2", "z=3"]
// expect: ["a=4", "b=2"]
// expect: [1, 2, 3]
// expect: Optional("1a3")
// expect: [4] [1, 3, 5]
// expect: Optional(30)
// expect: [10, 20, 30]
// expect: ["0p", "1q"]
