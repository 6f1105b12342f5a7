// App code style: Conway's Game of Life on a small wrapping grid
struct Life: CustomStringConvertible, Equatable {
    let width: Int
    let height: Int
    var alive: Set<Int>

    init(width: Int, height: Int, pattern: [String]) {
        self.width = width
        self.height = height
        alive = []
        for (y, row) in pattern.enumerated() {
            for (x, ch) in row.enumerated() where ch == "#" {
                alive.insert(y * width + x)
            }
        }
    }

    func neighbors(_ x: Int, _ y: Int) -> Int {
        var n = 0
        for dy in -1...1 {
            for dx in -1...1 where !(dx == 0 && dy == 0) {
                let nx = (x + dx + width) % width
                let ny = (y + dy + height) % height
                if alive.contains(ny * width + nx) { n += 1 }
            }
        }
        return n
    }

    func step() -> Life {
        var next = self
        next.alive = []
        for y in 0..<height {
            for x in 0..<width {
                let n = neighbors(x, y)
                let isAlive = alive.contains(y * width + x)
                if n == 3 || (isAlive && n == 2) { next.alive.insert(y * width + x) }
            }
        }
        return next
    }

    var description: String {
        (0..<height).map { y in
            String((0..<width).map { alive.contains(y * width + $0) ? "#" : "." })
        }.joined(separator: "\n")
    }
}

var glider = Life(width: 6, height: 6, pattern: [".#....", "..#...", "###...", "......"])
for gen in 0...4 {
    print("gen \(gen) (\(glider.alive.count) alive)")
    print(glider)
    glider = glider.step()
}
let blinker = Life(width: 5, height: 5, pattern: [".....", "..#..", "..#..", "..#..", "....."])
print("blinker period 2:", blinker.step().step() == blinker, "period 1:", blinker.step() == blinker)
// expect: gen 0 (5 alive)
// expect: .#....
// expect: ..#...
// expect: ###...
// expect: ......
// expect: ......
// expect: ......
// expect: gen 1 (5 alive)
// expect: ......
// expect: #.#...
// expect: .##...
// expect: .#....
// expect: ......
// expect: ......
// expect: gen 2 (5 alive)
// expect: ......
// expect: ..#...
// expect: #.#...
// expect: .##...
// expect: ......
// expect: ......
// expect: gen 3 (5 alive)
// expect: ......
// expect: .#....
// expect: ..##..
// expect: .##...
// expect: ......
// expect: ......
// expect: gen 4 (5 alive)
// expect: ......
// expect: ..#...
// expect: ...#..
// expect: .###..
// expect: ......
// expect: ......
// expect: blinker period 2: true period 1: false
