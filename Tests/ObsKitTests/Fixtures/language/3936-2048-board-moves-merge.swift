// App code style: 2048 board moves with merge scoring
enum Move: CaseIterable { case left, right, up, down }

struct Game2048: CustomStringConvertible {
    var grid: [[Int]]
    var score = 0

    static func slide(_ row: [Int]) -> (row: [Int], gained: Int) {
        let tiles = row.filter { $0 != 0 }
        var out: [Int] = []
        var gained = 0
        var i = 0
        while i < tiles.count {
            if i + 1 < tiles.count && tiles[i] == tiles[i + 1] {
                out.append(tiles[i] * 2); gained += tiles[i] * 2; i += 2
            } else {
                out.append(tiles[i]); i += 1
            }
        }
        return (out + Array(repeating: 0, count: row.count - out.count), gained)
    }

    private static func transpose(_ g: [[Int]]) -> [[Int]] {
        g[0].indices.map { c in g.map { $0[c] } }
    }

    mutating func apply(_ move: Move) -> Bool {
        var g = grid
        if move == .up || move == .down { g = Self.transpose(g) }
        if move == .right || move == .down { g = g.map { $0.reversed() } }
        var gained = 0
        g = g.map { let r = Self.slide($0); gained += r.gained; return r.row }
        if move == .right || move == .down { g = g.map { $0.reversed() } }
        if move == .up || move == .down { g = Self.transpose(g) }
        let changed = g != grid
        grid = g
        score += gained
        return changed
    }

    var maxTile: Int { grid.flatMap { $0 }.max() ?? 0 }

    var description: String {
        grid.map { $0.map { $0 == 0 ? "." : String($0) }.joined(separator: "\t") }.joined(separator: "\n")
    }
}

print(Game2048.slide([2, 2, 2, 2]))
print(Game2048.slide([4, 0, 4, 8]).row)
var game = Game2048(grid: [[2, 0, 2, 4], [0, 4, 4, 4], [2, 2, 0, 0], [8, 0, 8, 16]])
for move in [Move.left, .up, .up, .right, .down] {
    let changed = game.apply(move)
    print("\(move): changed=\(changed) score=\(game.score)")
}
print(game)
print("max tile \(game.maxTile)")
let options = Move.allCases.filter { var copy = game; return copy.apply($0) }
print("moves available: \(options)")
// expect: (row: [4, 4, 0, 0], gained: 8)
// expect: [8, 8, 0, 0]
// expect: left: changed=true score=32
// expect: up: changed=true score=40
// expect: up: changed=false score=40
// expect: right: changed=true score=40
// expect: down: changed=true score=40
// expect: .	.	.	8
// expect: .	.	.	16
// expect: .	.	4	4
// expect: .	.	8	16
// expect: max tile 16
// expect: moves available: [main.Move.left, main.Move.right, main.Move.up]
