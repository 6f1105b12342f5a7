// Swift Evolution style (SE-0299 static member lookup in generic contexts): protocol extensions with `Self == Concrete` static members so callers write `.leading` style names for `some Style` parameters
protocol Alignment {
    func place(_ text: String, width: Int) -> String
}

struct LeadingAlignment: Alignment {
    func place(_ text: String, width: Int) -> String {
        text + String(repeating: ".", count: max(0, width - text.count))
    }
}
struct TrailingAlignment: Alignment {
    func place(_ text: String, width: Int) -> String {
        String(repeating: ".", count: max(0, width - text.count)) + text
    }
}
struct CenterAlignment: Alignment {
    var fill: Character = "."
    func place(_ text: String, width: Int) -> String {
        let pad = max(0, width - text.count)
        let left = pad / 2
        return String(repeating: fill, count: left) + text + String(repeating: fill, count: pad - left)
    }
}

extension Alignment where Self == LeadingAlignment {
    static var leading: LeadingAlignment { LeadingAlignment() }
}
extension Alignment where Self == TrailingAlignment {
    static var trailing: TrailingAlignment { .init() }
}
extension Alignment where Self == CenterAlignment {
    static var center: CenterAlignment { CenterAlignment() }
    static func center(fill: Character) -> CenterAlignment { CenterAlignment(fill: fill) }
}

func render(_ text: String, width: Int, alignment: some Alignment) -> String {
    "[" + alignment.place(text, width: width) + "]"
}
func renderAll<A: Alignment>(_ texts: [String], _ alignment: A) -> [String] {
    texts.map { alignment.place($0, width: 6) }
}

print(render("hi", width: 6, alignment: .leading))
print(render("hi", width: 6, alignment: .trailing))
print(render("hi", width: 7, alignment: .center))
print(render("odd", width: 8, alignment: .center(fill: "~")))
print(renderAll(["a", "bb", "ccc"], .trailing))

protocol Shape { var sides: Int { get } }
struct Triangle: Shape { let sides = 3 }
struct Polygon: Shape { let sides: Int }
extension Shape where Self == Triangle { static var triangle: Self { Triangle() } }
extension Shape where Self == Polygon {
    static func polygon(_ n: Int) -> Self { Polygon(sides: n) }
    static var hexagon: Self { .polygon(6) }
}
func sideCount(_ s: some Shape) -> Int { s.sides }
print(sideCount(.triangle), sideCount(.polygon(5)), sideCount(.hexagon))

func describeAny(_ s: any Shape) -> String { "\(type(of: s)) with \(s.sides)" }
print(describeAny(.triangle as Triangle), describeAny(Polygon.hexagon))

// expect: [hi....]
// expect: [....hi]
// expect: [..hi...]
// expect: [~~odd~~~]
// expect: [".....a", "....bb", "...ccc"]
// expect: 3 5 6
// expect: Triangle with 3 Polygon with 6
