// Rosetta Code style (Conway's Game of Life): blinker and glider on a small toroidal grid, a few generations
struct Life: CustomStringConvertible {
    let width: Int, height: Int
    var cells: Set<[Int]>
    func neighbours(_ x: Int, _ y: Int) -> Int {
        var count = 0
        for dx in -1...1 {
            for dy in -1...1 where dx != 0 || dy != 0 {
                let nx = (x + dx + width) % width, ny = (y + dy + height) % height
                if cells.contains([nx, ny]) { count += 1 }
            }
        }
        return count
    }
    func step() -> Life {
        var next = Set<[Int]>()
        for y in 0..<height {
            for x in 0..<width {
                let n = neighbours(x, y)
                let alive = cells.contains([x, y])
                if n == 3 || (alive && n == 2) { next.insert([x, y]) }
            }
        }
        return Life(width: width, height: height, cells: next)
    }
    var description: String {
        (0..<height).map { y in
            String((0..<width).map { cells.contains([$0, y]) ? "#" : "." })
        }.joined(separator: "\n")
    }
}
var blinker = Life(width: 5, height: 5, cells: [[1, 2], [2, 2], [3, 2]])
for gen in 0..<3 {
    print("Blinker gen \(gen):")
    print(blinker)
    blinker = blinker.step()
}
var glider = Life(width: 6, height: 6, cells: [[1, 0], [2, 1], [0, 2], [1, 2], [2, 2]])
for _ in 0..<4 { glider = glider.step() }
print("Glider after 4:")
print(glider)
print("population:", glider.cells.count)
// expect: Blinker gen 0:
// expect: .....
// expect: .....
// expect: .###.
// expect: .....
// expect: .....
// expect: Blinker gen 1:
// expect: .....
// expect: ..#..
// expect: ..#..
// expect: ..#..
// expect: .....
// expect: Blinker gen 2:
// expect: .....
// expect: .....
// expect: .###.
// expect: .....
// expect: .....
// expect: Glider after 4:
// expect: ......
// expect: ..#...
// expect: ...#..
// expect: .###..
// expect: ......
// expect: ......
// expect: population: 5
