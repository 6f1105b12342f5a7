// App code style: a 2D tile grid as a Collection with a custom row/column Index struct; indices, firstIndex, count(where:)-style filters
enum Tile: Character {
    case wall = "#", floor = ".", door = "D", key = "k"
}

struct TileMap: Collection {
    struct Index: Comparable, CustomStringConvertible {
        let row: Int, col: Int
        static func < (a: Index, b: Index) -> Bool { (a.row, a.col) < (b.row, b.col) }
        var description: String { "(\(row),\(col))" }
    }

    let width: Int
    let tiles: [[Tile]]

    init(_ lines: [String]) {
        tiles = lines.map { $0.compactMap(Tile.init(rawValue:)) }
        width = tiles.first?.count ?? 0
    }

    var startIndex: Index { Index(row: 0, col: 0) }
    var endIndex: Index { Index(row: tiles.count, col: 0) }
    func index(after i: Index) -> Index {
        i.col + 1 < width ? Index(row: i.row, col: i.col + 1) : Index(row: i.row + 1, col: 0)
    }
    subscript(i: Index) -> Tile { tiles[i.row][i.col] }
}

let map = TileMap([
    "#####",
    "#.k.#",
    "#...D",
    "#####",
])
print("tiles:", map.count)
print("walls:", map.filter { $0 == .wall }.count, "floors:", map.filter { $0 == .floor }.count)
if let k = map.firstIndex(of: .key) { print("key at", k) }
if let d = map.firstIndex(of: .door) { print("door at", d) }
let open = map.indices.filter { map[$0] != .wall }
print("open:", open)
print(String(map.map(\.rawValue)))
print(map.contains(.door), map.allSatisfy { $0 != .key })
let second = map.index(map.startIndex, offsetBy: 6)
print(second, map[second])
print(map.prefix(5).map(\.rawValue), map.dropFirst(18).map(\.rawValue))
for row in 0..<map.tiles.count {
    let start = TileMap.Index(row: row, col: 0)
    let end = TileMap.Index(row: row + 1, col: 0)
    print(row, String(map[start..<end].map(\.rawValue)))
}
print(map.distance(from: map.startIndex, to: map.endIndex))
print(map.first!, Array(map.indices).last ?? map.startIndex)
// expect: tiles: 20
// expect: walls: 13 floors: 5
// expect: key at (1,2)
// expect: door at (2,4)
// expect: open: [(1,1), (1,2), (1,3), (2,1), (2,2), (2,3), (2,4)]
// expect: ######.k.##...D#####
// expect: true false
// expect: (1,1) floor
// expect: ["#", "#", "#", "#", "#"] ["#", "#"]
// expect: 0 #####
// expect: 1 #.k.#
// expect: 2 #...D
// expect: 3 #####
// expect: 20
// expect: wall (3,4)
