// Book style (Advanced Operators): packing colors with shifts and masks, plus a custom infix blend operator
struct Color: Equatable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8

    init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red; self.green = green; self.blue = blue
    }
    init(packed: UInt32) {
        red = UInt8((packed & 0xFF0000) >> 16)
        green = UInt8((packed & 0x00FF00) >> 8)
        blue = UInt8(packed & 0x0000FF)
    }
    var packed: UInt32 {
        UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }
    var hex: String {
        let s = String(packed, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - s.count) + s
    }
}

precedencegroup BlendPrecedence {
    associativity: left
    higherThan: ComparisonPrecedence
    lowerThan: AdditionPrecedence
}
infix operator <~>: BlendPrecedence
prefix operator ~~

extension Color {
    static func <~> (a: Color, b: Color) -> Color {
        Color(red: UInt8((UInt16(a.red) + UInt16(b.red)) / 2),
              green: UInt8((UInt16(a.green) + UInt16(b.green)) / 2),
              blue: UInt8((UInt16(a.blue) + UInt16(b.blue)) / 2))
    }
    static prefix func ~~ (c: Color) -> Color {
        Color(packed: ~c.packed & 0xFFFFFF)
    }
    static func &+ (a: Color, b: Color) -> Color {
        Color(red: a.red &+ b.red, green: a.green &+ b.green, blue: a.blue &+ b.blue)
    }
}

let coral = Color(packed: 0xFF7F50)
print(coral)
print(coral.hex, coral.packed)
let navy = Color(red: 0, green: 0, blue: 128)
print(navy.hex)
print((coral <~> navy).hex)
print((~~coral).hex, ~~coral)
print((coral &+ coral).hex)
print(coral <~> navy == navy <~> coral)
let palette = [coral, navy, ~~navy]
print(palette.map(\.hex))
let mixed = palette.reduce(Color(packed: 0)) { $0 <~> $1 }
print(mixed, mixed.hex)
print(String(coral.packed >> 12, radix: 2))
let maybe: Color? = palette.first { $0.blue > 200 }
print(maybe as Any)

// expect: Color(red: 255, green: 127, blue: 80)
// expect: #FF7F50 16744272
// expect: #000080
// expect: #7F3F68
// expect: #0080AF Color(red: 0, green: 128, blue: 175)
// expect: #FEFEA0
// expect: true
// expect: ["#FF7F50", "#000080", "#FFFF7F"]
// expect: Color(red: 159, green: 143, blue: 105) #9F8F69
// expect: 111111110111
// expect: nil
