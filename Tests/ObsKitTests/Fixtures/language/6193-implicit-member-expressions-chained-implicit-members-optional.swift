// Language Reference style (expressions): implicit member expressions, chained implicit members, and optional contextual types
// known-gap: error: 6193-implicit-member-expressions-chained-implicit-members-optional.swift:41:32: error: unary operator '-' cannot be applied to an operand of type 'symbol'
enum Color { case red, green, blue
    static var favorite: Color { .green }
    var next: Color { switch self { case .red: .green; case .green: .blue; case .blue: .red } }
    func shifted(_ n: Int) -> Color { n == 0 ? self : next.shifted(n - 1) }
}
let c: Color = .red
print(c, Color.favorite)
let chained: Color = .red.next.next
print(chained)
let called: Color = .favorite.shifted(2)
print(called)

struct Pt: Equatable {
    var x = 0, y = 0
    static let origin = Pt()
    static func at(_ x: Int, _ y: Int) -> Pt { Pt(x: x, y: y) }
    func moved(by d: Int) -> Pt { Pt(x: x + d, y: y + d) }
    var flipped: Pt { Pt(x: y, y: x) }
}
let p: Pt = .at(1, 2).moved(by: 3).flipped
print(p)
print(p == .at(5, 4), p == .origin)
func place(_ p: Pt = .origin) -> String { "(\(p.x),\(p.y))" }
print(place(), place(.at(9, 8)), place(.init(x: 7)))

let maybe: Color? = .blue
print(maybe as Any, maybe == .blue)
let optPt: Pt? = .origin.moved(by: 1)
print(optPt!)
let colors: [Color] = [.red, .blue, .favorite]
print(colors)
switch Pt.at(0, 0) {
case .origin: print("at origin")
default: print("elsewhere")
}
let widths: [Double] = [.pi, .zero, .infinity]
print(widths.map { $0 > 3 })
let s: String = .init(repeating: "ab", count: 2)
print(s)
let i: Int = .max.advanced(by: -(.max))
print(i)
func colorName(_ c: Color) -> String { "\(c)" }
print(colorName(.red.next))

// expect: red green
// expect: blue
// expect: red
// expect: Pt(x: 5, y: 4)
// expect: true false
// expect: (0,0) (9,8) (7,0)
// expect: Optional(main.Color.blue) true
// expect: Pt(x: 1, y: 1)
// expect: [main.Color.red, main.Color.blue, main.Color.green]
// expect: at origin
// expect: [true, false, true]
// expect: abab
// expect: 0
// expect: green
