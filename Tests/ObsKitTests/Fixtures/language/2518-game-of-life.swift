// Puzzle style: Conway's game of life on an unbounded plane using a Set of live cells
struct Cell: Hashable, Comparable {
    var x: Int
    var y: Int
    static func < (a: Cell, b: Cell) -> Bool { (a.y, a.x) < (b.y, b.x) }
}

struct Life {
    private(set) var live: Set<Cell>
    private(set) var generation = 0

    init(pattern: String) {
        var cells = Set<Cell>()
        for (y, row) in pattern.split(separator: "\n").enumerated() {
            for (x, ch) in row.enumerated() where ch == "#" {
                cells.insert(Cell(x: x, y: y))
            }
        }
        live = cells
    }

    mutating func step() {
        var counts: [Cell: Int] = [:]
        for cell in live {
            for dy in -1...1 {
                for dx in -1...1 where !(dx == 0 && dy == 0) {
                    counts[Cell(x: cell.x + dx, y: cell.y + dy), default: 0] += 1
                }
            }
        }
        live = Set(counts.compactMap { cell, n in
            (n == 3 || (n == 2 && live.contains(cell))) ? cell : nil
        })
        generation += 1
    }

    func render() -> [String] {
        guard let minX = live.map(\.x).min(), let maxX = live.map(\.x).max(),
              let minY = live.map(\.y).min(), let maxY = live.map(\.y).max() else { return ["(empty)"] }
        return (minY...maxY).map { y in
            String((minX...maxX).map { x in live.contains(Cell(x: x, y: y)) ? "#" : "." })
        }
    }
}

var glider = Life(pattern: """
.#.
..#
###
""")
for _ in 0..<4 { glider.step() }
print("Glider after \(glider.generation) generations, \(glider.live.count) cells:")
glider.render().forEach { print($0) }
print("Sorted cells: \(glider.live.sorted().map { "(\($0.x),\($0.y))" }.joined(separator: " "))")

var blinker = Life(pattern: "###")
blinker.step()
print("Blinker vertical:")
blinker.render().forEach { print($0) }
blinker.step()
print("Blinker back: \(blinker.render()[0])")

var rpent = Life(pattern: ".##\n##.\n.#.")
var populations: [Int] = []
for _ in 0..<10 {
    rpent.step()
    populations.append(rpent.live.count)
}
print("R-pentomino populations: \(populations)")
// expect: Glider after 4 generations, 5 cells:
// expect: .#.
// expect: ..#
// expect: ###
// expect: Sorted cells: (2,1) (3,2) (1,3) (2,3) (3,3)
// expect: Blinker vertical:
// expect: #
// expect: #
// expect: #
// expect: Blinker back: ###
// expect: R-pentomino populations: [6, 7, 9, 8, 9, 12, 11, 18, 11, 11]
