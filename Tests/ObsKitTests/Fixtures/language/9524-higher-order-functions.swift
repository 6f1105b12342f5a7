// Higher-order functions: reduce(into:), compactMap, flatMap, zip, scan-like accumulations, function values and currying (expected output from swiftc 6.3.1 on Linux)
struct Sale { let region: String; let item: String; let units: Int; let price: Int }
let sales = [
    Sale(region: "east", item: "pen", units: 10, price: 2),
    Sale(region: "west", item: "ink", units: 3, price: 9),
    Sale(region: "east", item: "ink", units: 1, price: 9),
    Sale(region: "north", item: "pad", units: 7, price: 4),
    Sale(region: "west", item: "pen", units: 5, price: 2),
]
let revenueByRegion = sales.reduce(into: [String: Int]()) { $0[$1.region, default: 0] += $1.units * $1.price }
print(revenueByRegion.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
let itemsSeen = sales.reduce(into: [String]()) { if !$0.contains($1.item) { $0.append($1.item) } }
print(itemsSeen)

let running = sales.map(\.units).reduce(into: [Int]()) { $0.append(($0.last ?? 0) + $1) }
print(running)
print(sales.map { $0.units * $0.price }.reduce(0, +), sales.max { $0.units < $1.units }!.item)

let raw = ["3", "x", "10", "", "-2"]
print(raw.compactMap(Int.init), raw.map(Int.init).filter { $0 == nil }.count)
print([[1, 2], [3], []].flatMap { $0 }, [1, 2, 3].flatMap { Array(repeating: $0, count: $0) })
let optNums: [Int?] = [1, nil, 3]
print(optNums.compactMap { $0 }, optNums.map { $0.map { $0 * 2 } })

let names = ["ann", "bo", "cy"], ages = [31, 25, 40, 99]
print(zip(names, ages).map { "\($0)=\($1)" }, Array(zip(names, ages)).count)
print(Dictionary(uniqueKeysWithValues: zip(names, ages)).sorted { $0.value < $1.value }.map(\.key))

func curry<A, B, C>(_ f: @escaping (A, B) -> C) -> (A) -> (B) -> C { { a in { b in f(a, b) } } }
let add = curry(+) as (Int) -> (Int) -> Int
let addFive = add(5)
print([1, 2, 3].map(addFive), curry(String.init(repeating:count:))("ab")(3))

let transforms: [(Int) -> Int] = [{ $0 + 1 }, { $0 * 10 }, { -$0 }]
print(transforms.reduce(2) { acc, f in f(acc) }, transforms.map { $0(3) })
let pipeline = transforms.reduce({ $0 }) { composed, next in { next(composed($0)) } }
print(pipeline(4))

print(sales.contains { $0.price > 8 }, sales.allSatisfy { $0.units > 0 }, sales.first { $0.region == "north" }!.item)
print(Array(sales.map(\.region).enumerated().filter { $0.offset % 2 == 0 }.map(\.element)))
print((1...5).map { $0 * $0 }.filter { $0 % 2 == 1 }.reduce(0, +))
let grouped = Dictionary(grouping: sales, by: \.item).mapValues { $0.reduce(0) { $0 + $1.units } }
print(grouped.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: ","))
let splitAtOdd = [2, 4, 5, 6, 7, 8, 10].split { $0 % 2 == 1 }.map(Array.init)
print(splitAtOdd, [3, 1, 2].sorted(by: >), [1, 2, 3, 4].drop { $0 < 3 }.map { $0 })
let lettersFreq = "hello".reduce(into: [:]) { (d: inout [Character: Int], c) in d[c, default: 0] += 1 }
print(lettersFreq.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())

// expect: ["east:29", "north:28", "west:37"]
// expect: ["pen", "ink", "pad"]
// expect: [10, 13, 14, 21, 26]
// expect: 94 pen
// expect: [3, 10, -2] 2
// expect: [1, 2, 3] [1, 2, 2, 3, 3, 3]
// expect: [1, 3] [Optional(2), nil, Optional(6)]
// expect: ["ann=31", "bo=25", "cy=40"] 3
// expect: ["bo", "ann", "cy"]
// expect: [6, 7, 8] ababab
// expect: -30 [4, 30, -3]
// expect: -50
// expect: true true pad
// expect: ["east", "east", "west"]
// expect: 35
// expect: ink4,pad7,pen15
// expect: [[2, 4], [6], [8, 10]] [3, 2, 1] [3, 4]
// expect: e1h1l2o1
