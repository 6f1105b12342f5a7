// Swift book style: enumerated iteration and collection transformations
// Checks: enumerated() offsets, zip, map/filter/reduce/compactMap/flatMap,
// reduce(into:), sorted with custom order, first(where:), stable-ish grouping,
// lazy mapping and chunking by stride indices.

let planets = ["Mercury", "Venus", "Earth", "Mars"]
for (offset, planet) in planets.enumerated() {
    print("\(offset): \(planet)")
}
let numbered = planets.enumerated().map { "\($0.offset + 1).\($0.element)" }
print(numbered)
let evenOffsets = planets.enumerated().filter { $0.offset % 2 == 0 }.map { $0.element }
print(evenOffsets)

let moons = [0, 0, 1, 2]
for (planet, count) in zip(planets, moons) {
    print("\(planet) has \(count) moon\(count == 1 ? "" : "s")")
}
print(Array(zip(1...3, ["a", "b", "c", "d"])).count)

let raw = ["4", "x", "15", "", "-2"]
let ints = raw.compactMap { Int($0) }
print(ints)
let maybeInts = raw.map { Int($0) }
print(maybeInts)
let nested = [[1, 2], [], [3]]
print(nested.flatMap { $0 })
print(nested.map { $0.count })

let total = ints.reduce(0, +)
let product = ints.reduce(1) { $0 * $1 }
print(total, product)

let letterCounts = "mississippi".reduce(into: [Character: Int]()) { counts, ch in
    counts[ch, default: 0] += 1
}
print(letterCounts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: " "))

let lengths = planets.reduce(into: [Int]()) { $0.append($1.count) }
print(lengths)

struct Runner { let name: String; let time: Int }
let runners = [Runner(name: "Ola", time: 52), Runner(name: "Ben", time: 48),
               Runner(name: "Cy", time: 52), Runner(name: "Di", time: 45)]
let ranking = runners.sorted { a, b in
    a.time != b.time ? a.time < b.time : a.name < b.name
}
print(ranking.map { $0.name })
print(runners.first { $0.time > 50 }?.name ?? "none")
print(runners.last { $0.time > 50 }?.name ?? "none")
print(runners.min { $0.time < $1.time }!.name)
print(runners.map(\.time))
print(runners.filter { $0.name.count == 2 }.map(\.name))

// Lazy sequences only compute what is needed
var computed = 0
let lazySquares = (1...1000).lazy.map { n -> Int in
    computed += 1
    return n * n
}
let firstBig = lazySquares.first { $0 > 50 }
print(firstBig!, computed)

// Chunks with stride
let data = Array(1...10)
var chunks: [[Int]] = []
for start in stride(from: 0, to: data.count, by: 4) {
    chunks.append(Array(data[start..<min(start + 4, data.count)]))
}
print(chunks)

// Dropping and prefixing with predicates
print(data.drop { $0 < 4 }.prefix { $0 < 8 })
print(data.split { $0 % 4 == 0 }.map(Array.init))
print(data.partitionPoint())
print(Array(data.reversed().enumerated().prefix(2)).map { "\($0.offset)=\($0.element)" })

extension Array where Element == Int {
    func partitionPoint() -> Int {
        firstIndex { $0 * $0 > 30 } ?? count
    }
}

// Counting with filter and contains
let tags = ["swift", "ios", "swift", "linux", "server", "swift"]
print(tags.filter { $0 == "swift" }.count)
print(Set(tags).count)
print(tags.enumerated().filter { $0.element == "swift" }.map(\.offset))
print(tags.indices.filter { tags[$0].hasPrefix("s") })

// expect: 0: Mercury
// expect: 1: Venus
// expect: 2: Earth
// expect: 3: Mars
// expect: ["1.Mercury", "2.Venus", "3.Earth", "4.Mars"]
// expect: ["Mercury", "Earth"]
// expect: Mercury has 0 moons
// expect: Venus has 0 moons
// expect: Earth has 1 moon
// expect: Mars has 2 moons
// expect: 3
// expect: [4, 15, -2]
// expect: [Optional(4), nil, Optional(15), nil, Optional(-2)]
// expect: [1, 2, 3]
// expect: [2, 0, 1]
// expect: 17 -120
// expect: i4 m1 p2 s4
// expect: [7, 5, 5, 4]
// expect: ["Di", "Ben", "Cy", "Ola"]
// expect: Ola
// expect: Cy
// expect: Di
// expect: [52, 48, 52, 45]
// expect: ["Cy", "Di"]
// expect: 64 8
// expect: [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10]]
// expect: [4, 5, 6, 7]
// expect: [[1, 2, 3], [5, 6, 7], [9, 10]]
// expect: 5
// expect: ["0=10", "1=9"]
// expect: 3
// expect: 4
// expect: [0, 2, 5]
// expect: [0, 2, 4, 5]
