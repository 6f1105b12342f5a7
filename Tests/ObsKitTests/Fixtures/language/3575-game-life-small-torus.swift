// App code style: game of life on a small torus grid with struct value semantics and generations
struct Life: Equatable {
    let w: Int, h: Int
    var cells: [Bool]
    init(_ rows: [String]) {
        h = rows.count; w = rows[0].count
        cells = rows.flatMap { $0.map { $0 == "#" } }
    }
    subscript(x: Int, y: Int) -> Bool {
        cells[((y + h) % h) * w + (x + w) % w]
    }
    func neighbours(_ x: Int, _ y: Int) -> Int {
        var n = 0
        for dy in -1...1 { for dx in -1...1 where !(dx == 0 && dy == 0) { if self[x + dx, y + dy] { n += 1 } } }
        return n
    }
    func step() -> Life {
        var next = self
        for y in 0..<h { for x in 0..<w {
            let n = neighbours(x, y)
            next.cells[y * w + x] = n == 3 || (self[x, y] && n == 2)
        } }
        return next
    }
    var population: Int { cells.filter { $0 }.count }
    var render: [String] { (0..<h).map { y in String((0..<w).map { self[$0, y] ? "#" : "." }) } }
}

var g = Life([".....", "..#..", "..#..", "..#..", "....."])
let start = g
for gen in 0..<3 {
    print("gen \(gen) pop \(g.population): \(g.render.joined(separator: " "))")
    g = g.step()
}
print("period 2: \(g.step() == start.step()), back to start: \(g == start)")
var glider = Life([".#....", "..#...", "###...", "......", "......", "......"])
var seen: [[Bool]] = []
var gen = 0
while !seen.contains(glider.cells) && gen < 40 { seen.append(glider.cells); glider = glider.step(); gen += 1 }
print("glider repeats after \(gen) steps, pop \(glider.population)")
print(glider.render.joined(separator: "\n"))
// expect: gen 0 pop 3: ..... ..#.. ..#.. ..#.. .....
// expect: gen 1 pop 3: ..... ..... .###. ..... .....
// expect: gen 2 pop 3: ..... ..#.. ..#.. ..#.. .....
// expect: period 2: false, back to start: false
// expect: glider repeats after 24 steps, pop 5
// expect: .#....
// expect: ..#...
// expect: ###...
// expect: ......
// expect: ......
// expect: ......
