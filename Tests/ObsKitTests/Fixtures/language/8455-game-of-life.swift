// Rosetta-style task: Conway's Game of Life on a small toroidal grid with a Set of live cells
struct Cell: Hashable {
    let row: Int
    let col: Int
}

struct Life {
    let rows: Int
    let cols: Int
    var alive: Set<Cell>

    func neighbors(of c: Cell) -> [Cell] {
        var result: [Cell] = []
        for dr in -1...1 {
            for dc in -1...1 where !(dr == 0 && dc == 0) {
                result.append(Cell(row: (c.row + dr + rows) % rows, col: (c.col + dc + cols) % cols))
            }
        }
        return result
    }

    mutating func step() {
        var counts: [Cell: Int] = [:]
        for cell in alive {
            for n in neighbors(of: cell) { counts[n, default: 0] += 1 }
        }
        alive = Set(counts.compactMap { cell, count in
            count == 3 || (count == 2 && alive.contains(cell)) ? cell : nil
        })
    }

    func render() -> [String] {
        (0..<rows).map { r in
            String((0..<cols).map { alive.contains(Cell(row: r, col: $0)) ? "#" : "." })
        }
    }
}

var blinker = Life(rows: 3, cols: 3, alive: [Cell(row: 1, col: 0), Cell(row: 1, col: 1), Cell(row: 1, col: 2)])
for generation in 0..<2 {
    print("Blinker gen \(generation): \(blinker.render().joined(separator: "/"))")
    blinker.step()
}

let gliderCells = [(0, 1), (1, 2), (2, 0), (2, 1), (2, 2)].map { Cell(row: $0.0, col: $0.1) }
var glider = Life(rows: 6, cols: 6, alive: Set(gliderCells))
for _ in 0..<4 { glider.step() }
print("Glider after 4 generations:")
for line in glider.render() { print(line) }
let shifted = Set(gliderCells.map { Cell(row: $0.row + 1, col: $0.col + 1) })
print("Moved one cell diagonally: \(glider.alive == shifted), population \(glider.alive.count)")

// expect: Blinker gen 0: .../###/...
// expect: Blinker gen 1: ###/###/###
// expect: Glider after 4 generations:
// expect: ......
// expect: ..#...
// expect: ...#..
// expect: .###..
// expect: ......
// expect: ......
// expect: Moved one cell diagonally: true, population 5
