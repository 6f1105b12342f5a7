// Rosetta Code style (Game of Life and run-length encoding): a toroidal grid struct with CustomStringConvertible and RLE compression
struct Life: Equatable, CustomStringConvertible {
    let width: Int, height: Int
    private(set) var cells: [Bool]

    init(_ pattern: [String]) {
        height = pattern.count
        let w = pattern.map(\.count).max() ?? 0
        width = w
        cells = pattern.flatMap { row in
            let bits = row.map { $0 == "#" }
            return bits + Array(repeating: false, count: w - bits.count)
        }
    }

    subscript(x: Int, y: Int) -> Bool {
        let wx = (x % width + width) % width, wy = (y % height + height) % height
        return cells[wy * width + wx]
    }

    func liveNeighbours(_ x: Int, _ y: Int) -> Int {
        var n = 0
        for dy in -1...1 { for dx in -1...1 where !(dx == 0 && dy == 0) { if self[x + dx, y + dy] { n += 1 } } }
        return n
    }

    func step() -> Life {
        var next = self
        for y in 0..<height {
            for x in 0..<width {
                let n = liveNeighbours(x, y)
                next.cells[y * width + x] = n == 3 || (n == 2 && self[x, y])
            }
        }
        return next
    }

    var population: Int { cells.lazy.filter { $0 }.count }
    var description: String {
        stride(from: 0, to: cells.count, by: width).map { start in
            String(cells[start..<start + width].map { $0 ? "#" : "." })
        }.joined(separator: "\n")
    }
}

func rle(_ s: String) -> String {
    var out = ""
    var i = s.startIndex
    while i < s.endIndex {
        let ch = s[i]
        let run = s[i...].prefix { $0 == ch }
        out += (run.count > 1 ? "\(run.count)" : "") + String(ch)
        i = run.endIndex
    }
    return out
}

func unrle(_ s: String) -> String {
    var out = "", digits = ""
    for ch in s {
        if ch.isNumber { digits.append(ch) } else { out += String(repeating: ch, count: Int(digits) ?? 1); digits = "" }
    }
    return out
}

var glider = Life([".#....", "..#...", "###...", "......", "......"])
print(glider)
for gen in 1...4 {
    glider = glider.step()
    print("gen \(gen): pop \(glider.population) rle \(glider.description.split(separator: "\n").map { rle(String($0)) }.joined(separator: "/"))")
}
print(glider)
let blinker = Life([".....", "..#..", "..#..", "..#..", "....."])
print(blinker.step() != blinker, blinker.step().step() == blinker)
print(rle("WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW"))
print(unrle("12WB12W3B24WB14W") == "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", unrle("3a2bc"))

// expect: .#....
// expect: ..#...
// expect: ###...
// expect: ......
// expect: ......
// expect: gen 1: pop 5 rle 6./#.#3./.2#3./.#4./6.
// expect: gen 2: pop 5 rle 6./2.#3./#.#3./.2#3./6.
// expect: gen 3: pop 5 rle 6./.#4./2.2#2./.2#3./6.
// expect: gen 4: pop 5 rle 6./2.#3./3.#2./.3#2./6.
// expect: ......
// expect: ..#...
// expect: ...#..
// expect: .###..
// expect: ......
// expect: true true
// expect: 12WB12W3B24WB14W
// expect: true aaabbc
