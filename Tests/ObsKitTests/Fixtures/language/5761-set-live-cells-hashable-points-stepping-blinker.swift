// Rosetta Code style (Conway's Game of Life): a set of live cells as Hashable points, stepping a blinker and a glider on a small board
struct Cell: Hashable {
    let x: Int, y: Int
    var neighbours: [Cell] {
        var out: [Cell] = []
        for dy in -1...1 {
            for dx in -1...1 where dx != 0 || dy != 0 {
                out.append(Cell(x: x + dx, y: y + dy))
            }
        }
        return out
    }
}

struct Life {
    var alive: Set<Cell>
    let width: Int, height: Int

    init(_ picture: String) {
        let lines = picture.split(separator: "\n")
        height = lines.count
        width = lines.map(\.count).max() ?? 0
        var cells = Set<Cell>()
        for (y, line) in lines.enumerated() {
            for (x, ch) in line.enumerated() where ch == "#" { cells.insert(Cell(x: x, y: y)) }
        }
        alive = cells
    }

    mutating func step() {
        var counts: [Cell: Int] = [:]
        for cell in alive {
            for n in cell.neighbours where (0..<width).contains(n.x) && (0..<height).contains(n.y) {
                counts[n, default: 0] += 1
            }
        }
        alive = Set(counts.compactMap { cell, count in
            count == 3 || (count == 2 && alive.contains(cell)) ? cell : nil
        })
    }

    func render() -> String {
        (0..<height).map { y in
            String((0..<width).map { alive.contains(Cell(x: $0, y: y)) ? "#" : "." })
        }.joined(separator: "\n")
    }
}

var blinker = Life(".....\n..#..\n..#..\n..#..\n.....")
for gen in 0..<3 {
    print("blinker gen \(gen):")
    print(blinker.render())
    blinker.step()
}

var glider = Life(".#......\n..#.....\n###.....\n........\n........\n........")
for _ in 0..<8 { glider.step() }
print("glider after 8:")
print(glider.render())
print("live:", glider.alive.count, "min x:", glider.alive.map(\.x).min()!, "min y:", glider.alive.map(\.y).min()!)

// expect: blinker gen 0:
// expect: .....
// expect: ..#..
// expect: ..#..
// expect: ..#..
// expect: .....
// expect: blinker gen 1:
// expect: .....
// expect: .....
// expect: .###.
// expect: .....
// expect: .....
// expect: blinker gen 2:
// expect: .....
// expect: ..#..
// expect: ..#..
// expect: ..#..
// expect: .....
// expect: glider after 8:
// expect: ........
// expect: ........
// expect: ...#....
// expect: ....#...
// expect: ..###...
// expect: ........
// expect: live: 5 min x: 2 min y: 2
