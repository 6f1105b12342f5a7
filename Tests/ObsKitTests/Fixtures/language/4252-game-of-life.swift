// App code style: Conway's game of life on a wrapping grid with generation stats
struct LifeGrid: Equatable, CustomStringConvertible {
    let width: Int
    let height: Int
    private(set) var cells: [Bool]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: false, count: width * height)
    }

    init(pattern: [String]) {
        self.init(width: pattern[0].count, height: pattern.count)
        for (y, row) in pattern.enumerated() {
            for (x, ch) in row.enumerated() where ch == "#" {
                self[x, y] = true
            }
        }
    }

    subscript(x: Int, y: Int) -> Bool {
        get {
            let wx = (x % width + width) % width
            let wy = (y % height + height) % height
            return cells[wy * width + wx]
        }
        set { cells[y * width + x] = newValue }
    }

    var population: Int { cells.lazy.filter { $0 }.count }

    func liveNeighbors(x: Int, y: Int) -> Int {
        var count = 0
        for dy in -1...1 {
            for dx in -1...1 where !(dx == 0 && dy == 0) {
                if self[x + dx, y + dy] { count += 1 }
            }
        }
        return count
    }

    func next() -> LifeGrid {
        var out = LifeGrid(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let n = liveNeighbors(x: x, y: y)
                switch (self[x, y], n) {
                case (true, 2), (true, 3), (false, 3): out[x, y] = true
                default: break
                }
            }
        }
        return out
    }

    var description: String {
        (0..<height).map { y in
            String((0..<width).map { self[$0, y] ? "#" : "." })
        }.joined(separator: "\n")
    }
}

var glider = LifeGrid(pattern: [
    ".#....",
    "..#...",
    "###...",
    "......",
    "......",
    "......",
])
print("Generation 0 (pop \(glider.population)):")
print(glider)
for gen in 1...4 {
    glider = glider.next()
    if gen % 2 == 0 {
        print("Generation \(gen) (pop \(glider.population)):")
        print(glider)
    }
}

let blinker = LifeGrid(pattern: [".....", "..#..", "..#..", "..#..", "....."])
let period = blinker.next().next() == blinker
print("Blinker period 2: \(period), flips: \(blinker.next() != blinker)")

var history: [LifeGrid] = []
var soup = LifeGrid(pattern: ["##...", "#..#.", ".##..", "...#.", "....."])
var step = 0
while !history.contains(soup) && step < 50 {
    history.append(soup)
    soup = soup.next()
    step += 1
}
let firstSeen = history.firstIndex(of: soup) ?? -1
print("Soup repeats at step \(step), cycle length \(step - firstSeen), population \(soup.population)")

// expect: Generation 0 (pop 5):
// expect: .#....
// expect: ..#...
// expect: ###...
// expect: ......
// expect: ......
// expect: ......
// expect: Generation 2 (pop 5):
// expect: ......
// expect: ..#...
// expect: #.#...
// expect: .##...
// expect: ......
// expect: ......
// expect: Generation 4 (pop 5):
// expect: ......
// expect: ..#...
// expect: ...#..
// expect: .###..
// expect: ......
// expect: ......
// expect: Blinker period 2: true, flips: true
// expect: Soup repeats at step 10, cycle length 1, population 4
