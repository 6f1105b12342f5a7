// Swift Evolution style (SE-0287 implicit member chains): leading-dot expressions that continue with member accesses, method calls, optional chaining and subscripts when the result is the contextual type
struct Color: CustomStringConvertible {
    var r: Int, g: Int, b: Int
    static let red = Color(r: 255, g: 0, b: 0)
    static let blue = Color(r: 0, g: 0, b: 255)
    static var palette: [Color] { [.red, .blue, Color(r: 10, g: 20, b: 30)] }
    static var optionalGray: Color? { Color(r: 128, g: 128, b: 128) }

    func darker(by amount: Int = 50) -> Color {
        Color(r: max(0, r - amount), g: max(0, g - amount), b: max(0, b - amount))
    }
    func mixed(with other: Color) -> Color {
        Color(r: (r + other.r) / 2, g: (g + other.g) / 2, b: (b + other.b) / 2)
    }
    var inverted: Color { Color(r: 255 - r, g: 255 - g, b: 255 - b) }
    var description: String { "rgb(\(r),\(g),\(b))" }
}

let a: Color = .red.darker()
let b: Color = .red.mixed(with: .blue).inverted
let c: Color = .blue.darker(by: 100).darker(by: 100).inverted
let d: Color = .palette[2].darker(by: 5)
let e: Color? = .optionalGray?.darker(by: 28)
let f: Color = .optionalGray!.inverted
print(a, b, c, separator: "\n")
print(d)
print(e.map(String.init(describing:)) ?? "nil")
print(f)

func paint(_ color: Color) -> String { "painting \(color)" }
print(paint(.blue.mixed(with: .red.darker(by: 55))))

enum Level: Int {
    case low = 1, mid, high
    var next: Level { Level(rawValue: rawValue + 1) ?? .high }
}
let levels: [Level] = [.low.next, .mid.next.next, .low.next.next]
print(levels.map(\.rawValue))

struct Path {
    var parts: [String]
    static var root: Path { Path(parts: []) }
    func appending(_ p: String) -> Path { Path(parts: parts + [p]) }
    var string: String { "/" + parts.joined(separator: "/") }
}
let p: Path = .root.appending("usr").appending("local").appending("bin")
print(p.string)

let fallback: Color = Bool("false") == true ? .red : .blue.inverted
print(fallback)

// expect: rgb(205,0,0)
// expect: rgb(128,255,128)
// expect: rgb(255,255,200)
// expect: rgb(5,15,25)
// expect: rgb(100,100,100)
// expect: rgb(127,127,127)
// expect: painting rgb(100,0,127)
// expect: [2, 3, 3]
// expect: /usr/local/bin
// expect: rgb(255,255,0)
