// Compiler test style: implicit member expressions (.init, .zero, static lets via where Self ==)
protocol Theme { var color: String { get } }
struct DarkTheme: Theme { var color: String { "black" } }
struct LightTheme: Theme { var color: String { "white" } }
extension Theme where Self == DarkTheme { static var dark: DarkTheme { DarkTheme() } }
extension Theme where Self == LightTheme { static var light: LightTheme { LightTheme() } }

func apply(_ t: some Theme) -> String { "applied \(t.color)" }
print(apply(.dark))
print(apply(.light))

struct Point: CustomStringConvertible {
    var x: Int, y: Int
    static let zero = Point(x: 0, y: 0)
    static let unit = Point(x: 1, y: 1)
    static func at(_ v: Int) -> Point { Point(x: v, y: v) }
    var description: String { "(\(x), \(y))" }
}

func move(_ p: Point) -> Point { Point(x: p.x + 10, y: p.y) }
print(move(.zero))
print(move(.unit))
print(move(.at(5)))
print(move(.init(x: 2, y: 3)))

let ps: [Point] = [.zero, .unit, .at(7), .init(x: -1, y: 4)]
print(ps)

var q: Point = .zero
q = .at(3)
print(q)

let d: Double = .zero
let s: String = .init(repeating: "ab", count: 3)
print(d, s)
let maybe: Point? = .unit
print(maybe!)
let isZero = q.x == .zero
print(isZero)
// expect: applied black
// expect: applied white
// expect: (10, 0)
// expect: (11, 1)
// expect: (15, 5)
// expect: (12, 3)
// expect: [(0, 0), (1, 1), (7, 7), (-1, 4)]
// expect: (3, 3)
// expect: 0.0 ababab
// expect: (1, 1)
// expect: false
