// App code style: minesweeper neighbor counts and flood reveal
struct Minefield {
    let rows: Int, cols: Int
    let mines: Set<[Int]>

    init(_ layout: [String]) {
        rows = layout.count
        cols = layout[0].count
        var m = Set<[Int]>()
        for (r, line) in layout.enumerated() {
            for (c, ch) in line.enumerated() where ch == "*" { m.insert([r, c]) }
        }
        mines = m
    }

    func neighbors(_ r: Int, _ c: Int) -> [(Int, Int)] {
        var out: [(Int, Int)] = []
        for dr in -1...1 {
            for dc in -1...1 where dr != 0 || dc != 0 {
                let nr = r + dr, nc = c + dc
                if (0..<rows).contains(nr) && (0..<cols).contains(nc) { out.append((nr, nc)) }
            }
        }
        return out
    }

    func count(_ r: Int, _ c: Int) -> Int {
        neighbors(r, c).filter { mines.contains([$0.0, $0.1]) }.count
    }

    func hintGrid() -> [String] {
        (0..<rows).map { r in
            (0..<cols).map { c in mines.contains([r, c]) ? "*" : (count(r, c) == 0 ? "." : String(count(r, c))) }.joined()
        }
    }

    func reveal(from r: Int, _ c: Int) -> Set<[Int]> {
        var opened = Set<[Int]>()
        var stack = [(r, c)]
        while let (cr, cc) = stack.popLast() {
            if opened.contains([cr, cc]) || mines.contains([cr, cc]) { continue }
            opened.insert([cr, cc])
            if count(cr, cc) == 0 { stack.append(contentsOf: neighbors(cr, cc)) }
        }
        return opened
    }
}

let field = Minefield(["*....", ".....", "..*..", ".....", "....*"])
field.hintGrid().forEach { print($0) }
let opened = field.reveal(from: 0, 4)
print("revealed \(opened.count) cells from (0,4)")
let view = (0..<field.rows).map { r in
    String((0..<field.cols).map { c in opened.contains([r, c]) ? "o" : "#" })
}
view.forEach { print($0) }
print("safe cells: \(field.rows * field.cols - field.mines.count)")
// expect: *1...
// expect: 1211.
// expect: .1*1.
// expect: .1121
// expect: ...1*
// expect: revealed 12 cells from (0,4)
// expect: #oooo
// expect: #oooo
// expect: ###oo
// expect: ###oo
// expect: #####
// expect: safe cells: 22
