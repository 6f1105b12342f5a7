// game-of-life
// expected output: swiftc 6.3.1 (Linux), run on this machine

struct Life: CustomStringConvertible {
    let width: Int, height: Int
    var alive: Set<Int>

    init(_ rows: [String]) {
        height = rows.count
        width = rows[0].count
        alive = []
        for (y, row) in rows.enumerated() {
            for (x, ch) in row.enumerated() where ch == "#" { alive.insert(y * width + x) }
        }
    }

    func neighbors(_ x: Int, _ y: Int) -> Int {
        var n = 0
        for dy in -1...1 {
            for dx in -1...1 where !(dx == 0 && dy == 0) {
                let nx = (x + dx + width) % width, ny = (y + dy + height) % height
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

var glider = Life([
    ".#....",
    "..#...",
    "###...",
    "......",
    "......",
    "......",
])
for gen in 0...4 {
    print("gen \(gen): \(glider.alive.count) alive")
    if gen % 2 == 0 { print(glider) }
    glider = glider.step()
}
var blinker = Life([".....", "..#..", "..#..", "..#..", "....."])
let b1 = blinker.step()
print(b1)
print(b1.step().alive == blinker.alive, b1.alive.sorted())
blinker.alive.removeAll()
print(blinker.step().alive.isEmpty)
var history: [Set<Int>] = []
var block = Life(["....", ".##.", ".##.", "...."])
while !history.contains(block.alive) {
    history.append(block.alive)
    block = block.step()
}
print("block stable after", history.count, "state(s)")

// expect: gen 0: 5 alive
// expect: .#....
// expect: ..#...
// expect: ###...
// expect: ......
// expect: ......
// expect: ......
// expect: gen 1: 5 alive
// expect: gen 2: 5 alive
// expect: ......
// expect: ..#...
// expect: #.#...
// expect: .##...
// expect: ......
// expect: ......
// expect: gen 3: 5 alive
// expect: gen 4: 5 alive
// expect: ......
// expect: ..#...
// expect: ...#..
// expect: .###..
// expect: ......
// expect: ......
// expect: .....
// expect: .....
// expect: .###.
// expect: .....
// expect: .....
// expect: true [11, 12, 13]
// expect: true
// expect: block stable after 1 state(s)
