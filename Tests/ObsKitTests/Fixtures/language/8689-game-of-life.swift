// Kata style (Conway's Game of Life): generations on a bounded [[Bool]] grid with neighbour counting
struct Life {
    var cells: [[Bool]]
    var generation = 0

    init(_ picture: String) {
        cells = picture.split(separator: "\n").map { $0.map { $0 == "#" } }
    }

    var height: Int { cells.count }
    var width: Int { cells[0].count }
    var population: Int { cells.joined().filter { $0 }.count }

    func liveNeighbours(_ r: Int, _ c: Int) -> Int {
        var count = 0
        for dr in -1...1 {
            for dc in -1...1 where !(dr == 0 && dc == 0) {
                let nr = r + dr, nc = c + dc
                if nr >= 0, nr < height, nc >= 0, nc < width, cells[nr][nc] { count += 1 }
            }
        }
        return count
    }

    mutating func step() {
        var next = cells
        for r in 0..<height {
            for c in 0..<width {
                switch (cells[r][c], liveNeighbours(r, c)) {
                case (true, 2), (true, 3), (false, 3): next[r][c] = true
                default: next[r][c] = false
                }
            }
        }
        cells = next
        generation += 1
    }

    func render() -> String {
        cells.map { String($0.map { $0 ? "#" : "." }) }.joined(separator: "\n")
    }
}

var world = Life("""
.#......
..#.....
###.....
........
.....##.
.....##.
""")
print("gen 0, population \(world.population)")
print(world.render())
for _ in 1...4 { world.step() }
print("gen \(world.generation), population \(world.population)")
print(world.render())

var blinker = Life(".....\n..#..\n..#..\n..#..\n.....")
var seen: [String: Int] = [:]
while seen[blinker.render()] == nil {
    seen[blinker.render()] = blinker.generation
    blinker.step()
}
print("blinker repeats gen \(seen[blinker.render()]!) at gen \(blinker.generation)")

// expect: gen 0, population 9
// expect: .#......
// expect: ..#.....
// expect: ###.....
// expect: ........
// expect: .....##.
// expect: .....##.
// expect: gen 4, population 9
// expect: ........
// expect: ..#.....
// expect: ...#....
// expect: .###....
// expect: .....##.
// expect: .....##.
// expect: blinker repeats gen 0 at gen 2
