// Compiler test style: enum static factories — static funcs and static lets build cases, with implicit member syntax at call sites
enum Color: Equatable, CustomStringConvertible {
    case rgb(Int, Int, Int)
    case gray(Int)
    case named(String)

    static let black = Color.gray(0)
    static let white = Color.gray(255)
    static var brand: Color { .named("brand-blue") }

    static func hex(_ value: Int) -> Color {
        return .rgb((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
    }

    static func mix(_ a: Color, _ b: Color) -> Color {
        switch (a, b) {
        case let (.gray(x), .gray(y)): return .gray((x + y) / 2)
        case let (.rgb(r1, g1, b1), .rgb(r2, g2, b2)):
            return .rgb((r1 + r2) / 2, (g1 + g2) / 2, (b1 + b2) / 2)
        default: return .named("mixed")
        }
    }

    var description: String {
        switch self {
        case let .rgb(r, g, b): return "rgb(\(r),\(g),\(b))"
        case .gray(let v): return "gray(\(v))"
        case .named(let n): return "#\(n)"
        }
    }
}

func paint(_ c: Color, label: String = "swatch") {
    print("\(label): \(c)")
}

paint(.black)
paint(.white, label: "background")
paint(.brand)
paint(.hex(0xFF8000), label: "orange")
paint(.mix(.black, .white), label: "mid")
paint(.mix(.hex(0x102030), .hex(0x305070)), label: "blend")
paint(.mix(.brand, .black), label: "odd blend")

print(Color.hex(0x000000) == .rgb(0, 0, 0))
print(Color.black == .gray(0), Color.white == .black)

// Factory returning optional, used with implicit member through Optional
enum Size {
    case small, medium, large
    static func parse(_ s: String) -> Size? {
        switch s.lowercased() {
        case "s", "small": return .small
        case "m", "medium": return .medium
        case "l", "large": return .large
        default: return nil
        }
    }
    static let `default`: Size = .medium
}

for input in ["S", "large", "xl", "M"] {
    let size = Size.parse(input) ?? .default
    print("\(input) -> \(size)")
}
let chosen: Size? = .large
print(chosen == .large, chosen == .some(.small))

// expect: swatch: gray(0)
// expect: background: gray(255)
// expect: swatch: #brand-blue
// expect: orange: rgb(255,128,0)
// expect: mid: gray(127)
// expect: blend: rgb(32,56,80)
// expect: odd blend: #mixed
// expect: true
// expect: true false
// expect: S -> small
// expect: large -> large
// expect: xl -> medium
// expect: M -> medium
// expect: true false
