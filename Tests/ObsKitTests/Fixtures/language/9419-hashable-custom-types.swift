// custom Comparable/Hashable types as Set members and Dictionary keys, custom hash(into:) and == (expected output from swiftc 6.3.1 on Linux)
struct Coordinate: Hashable, Comparable, CustomStringConvertible {
    let x: Int
    let y: Int
    static func < (a: Coordinate, b: Coordinate) -> Bool { (a.x, a.y) < (b.x, b.y) }
    var description: String { "(\(x),\(y))" }
    var neighbors: [Coordinate] {
        [(0, 1), (1, 0), (0, -1), (-1, 0)].map { Coordinate(x: x + $0.0, y: y + $0.1) }
    }
}

struct CaseInsensitiveTag: Hashable {
    let raw: String
    static func == (a: Self, b: Self) -> Bool { a.raw.lowercased() == b.raw.lowercased() }
    func hash(into hasher: inout Hasher) { hasher.combine(raw.lowercased()) }
}

struct Version: Comparable, CustomStringConvertible {
    let parts: [Int]
    init(_ s: String) { parts = s.split(separator: ".").compactMap { Int($0) } }
    static func < (a: Version, b: Version) -> Bool {
        for i in 0..<max(a.parts.count, b.parts.count) {
            let l = i < a.parts.count ? a.parts[i] : 0
            let r = i < b.parts.count ? b.parts[i] : 0
            if l != r { return l < r }
        }
        return false
    }
    static func == (a: Version, b: Version) -> Bool { !(a < b) && !(b < a) }
    var description: String { parts.map(String.init).joined(separator: ".") }
}

var visited: Set<Coordinate> = [Coordinate(x: 0, y: 0)]
var frontier = [Coordinate(x: 0, y: 0)]
let walls: Set = [Coordinate(x: 1, y: 0), Coordinate(x: 0, y: 1)]
for _ in 0..<2 {
    frontier = frontier.flatMap(\.neighbors).filter { !walls.contains($0) && visited.insert($0).inserted }
}
print("visited \(visited.count): \(visited.sorted())")

var heights: [Coordinate: Int] = [:]
for c in visited.sorted() { heights[c] = abs(c.x) * 10 + abs(c.y) }
print("highest: \(heights.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }!.key)")
print("lookup (-1,0): \(heights[Coordinate(x: -1, y: 0)] ?? -1)")

let tags = Set(["Swift", "swift", "SWIFT", "iOS", "ios", "Xcode"].map(CaseInsensitiveTag.init))
print("distinct tags: \(tags.count), sorted: \(tags.map { $0.raw.lowercased() }.sorted())")
var tagCounts: [CaseInsensitiveTag: Int] = [:]
for t in ["Bug", "bug", "Feature", "BUG"] { tagCounts[CaseInsensitiveTag(raw: t), default: 0] += 1 }
print("bug count: \(tagCounts[CaseInsensitiveTag(raw: "bUg")]!)")

let versions = ["1.10", "1.2", "1.2.0", "2.0", "1.9.9", "0.9"].map(Version.init)
print(versions.sorted().map(\.description))
print(Version("1.2") == Version("1.2.0"), Version("1.10") > Version("1.9.9"), versions.max()!)
print(Coordinate(x: 2, y: 3) < Coordinate(x: 2, y: 4), [Coordinate(x: 5, y: 1), Coordinate(x: 1, y: 9)].min()!)
// expect: visited 8: [(-2,0), (-1,-1), (-1,0), (-1,1), (0,-2), (0,-1), (0,0), (1,-1)]
// expect: highest: (-2,0)
// expect: lookup (-1,0): 10
// expect: distinct tags: 3, sorted: ["ios", "swift", "xcode"]
// expect: bug count: 3
// expect: ["0.9", "1.2", "1.2.0", "1.9.9", "1.10", "2.0"]
// expect: true true 2.0
// expect: true (1,9)
