// Class hierarchies: final, required init, overriding subscripts and class members, super calls
// known-gap: error: 9573-class-override-subscript-static.swift:25:15: error: not supported yet: 'super' on its own (write super.member)
class Grid {
    var cells: [Int]
    let width: Int
    class var kind: String { "grid" }
    static var made = 0
    class func describe() -> String { "[\(kind)]" }
    required init(width: Int, height: Int) {
        self.width = width
        cells = Array(repeating: 0, count: width * height)
        Grid.made += 1
    }
    subscript(x: Int, y: Int) -> Int {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }
    subscript(row y: Int) -> [Int] { Array(cells[(y * width)..<(y * width + width)]) }
    func total() -> Int { cells.reduce(0, +) }
}

class ClampedGrid: Grid {
    override class var kind: String { "clamped " + super.kind }
    override subscript(x: Int, y: Int) -> Int {
        get { super[x, y] }
        set { super[x, y] = min(max(newValue, 0), 9) }
    }
    override func total() -> Int { super.total() * 10 }
}

final class WrappingGrid: ClampedGrid {
    override class var kind: String { "wrapping" }
    override subscript(x: Int, y: Int) -> Int {
        get { super[(x + width) % width, y] }
        set { super[(x + width) % width, y] = newValue }
    }
}

func build<G: Grid>(_ type: G.Type) -> G {
    let g = type.init(width: 3, height: 2)
    g[0, 0] = 5
    g[1, 0] = 42
    g[2, 1] = -7
    return g
}

let kinds: [Grid.Type] = [Grid.self, ClampedGrid.self, WrappingGrid.self]
for k in kinds { print(k.describe(), k.kind) }
let g1 = build(Grid.self)
let g2 = build(ClampedGrid.self)
let g3 = build(WrappingGrid.self)
print(g1.cells, g1.total())
print(g2.cells, g2.total())
print(g3.cells, g3.total())
g3[-1, 0] = 100
print(g3[row: 0], g3[-3, 0], g3[2, 0])
let asBase: Grid = g3
asBase[-2, 1] = 3
print(asBase[row: 1], asBase.total())
print(type(of: asBase).kind, Grid.made)
let dyn: Grid.Type = type(of: asBase)
let fresh = dyn.init(width: 1, height: 1)
fresh[0, 0] = 50
print(fresh.cells, type(of: fresh), Grid.made)
print(fresh is ClampedGrid, fresh is WrappingGrid, g2 is WrappingGrid)

// expect: [grid] grid
// expect: [clamped grid] clamped grid
// expect: [wrapping] wrapping
// expect: [5, 42, 0, 0, 0, -7] 40
// expect: [5, 9, 0, 0, 0, 0] 140
// expect: [5, 9, 0, 0, 0, 0] 140
// expect: [5, 9, 9] 5 9
// expect: [0, 3, 0] 260
// expect: wrapping 3
// expect: [9] WrappingGrid 4
// expect: true true false
