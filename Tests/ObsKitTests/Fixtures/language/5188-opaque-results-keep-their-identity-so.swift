// Book style (Opaque and Boxed Types): opaque results keep their identity, so Equatable results can be compared
protocol Tile {
    associatedtype Pattern: Equatable
    var pattern: Pattern { get }
    func draw() -> String
}

struct Stripe: Tile, Equatable {
    var count: Int
    var pattern: Int { count }
    func draw() -> String { String(repeating: "|", count: count) }
}

struct Checker: Tile {
    var size: Int
    var pattern: String { "chk\(size)" }
    func draw() -> String {
        (0..<size).map { $0 % 2 == 0 ? "#" : "." }.joined()
    }
}

func plainTile() -> some Tile { Stripe(count: 3) }

func counter(start: Int) -> some Equatable { start * 2 }

func evens(upTo n: Int) -> some Collection<Int> {
    stride(from: 0, through: n, by: 2).map { $0 }
}

func lazyEvens(upTo n: Int) -> some Sequence<Int> {
    (0...n).lazy.filter { $0 % 2 == 0 }
}

func samePattern<T: Tile>(_ a: T, _ b: T) -> Bool { a.pattern == b.pattern }

func patternOf(_ tile: any Tile) -> String {
    "\(tile.pattern)"
}

let t1 = plainTile()
let t2 = plainTile()
print(t1.draw(), samePattern(t1, t2), t1.pattern == t2.pattern)
print(type(of: t1.pattern))
print(counter(start: 4) == counter(start: 4), counter(start: 1) == counter(start: 2))
let e = evens(upTo: 9)
print(Array(e), e.count, e.first as Any)
print(Array(lazyEvens(upTo: 7)))
print(type(of: e))

let tiles: [any Tile] = [Stripe(count: 2), Checker(size: 5), t1]
for tile in tiles {
    print(tile.draw(), patternOf(tile))
}
let patterns = tiles.map { patternOf($0) }.sorted()
print(patterns)
print(Checker(size: 3), Stripe(count: 1))
let found: (any Tile)? = tiles.first { $0 is Checker }
print(found.map { $0.draw() } as Any)
print(Stripe(count: 2) == Stripe(count: 2))

// expect: ||| true true
// expect: Int
// expect: true false
// expect: [0, 2, 4, 6, 8] 5 Optional(0)
// expect: [0, 2, 4, 6]
// expect: Array<Int>
// expect: || 2
// expect: #.#.# chk5
// expect: ||| 3
// expect: ["2", "3", "chk5"]
// expect: Checker(size: 3) Stripe(count: 1)
// expect: Optional("#.#.#")
// expect: true
