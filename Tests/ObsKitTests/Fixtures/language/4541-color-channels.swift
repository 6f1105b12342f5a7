// App code style: RGB colors with UInt8 channels, clamped conversions from Double and generic channel math
struct RGB: Equatable, CustomStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8

    init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r; self.g = g; self.b = b
    }

    init<T: BinaryFloatingPoint>(unit r: T, _ g: T, _ b: T) {
        func channel(_ v: T) -> UInt8 {
            let scaled = v * 255 + 0.5
            if scaled <= 0 { return 0 }
            if scaled >= 255 { return 255 }
            return UInt8(scaled)
        }
        self.init(channel(r), channel(g), channel(b))
    }

    var hex: String {
        [r, g, b].map { c -> String in
            let s = String(c, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }.joined()
    }

    var description: String { "#\(hex)" }

    var luminance: Double {
        (0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)) / 255
    }

    var inverted: RGB { RGB(255 - r, 255 - g, 255 - b) }

    func blended(with other: RGB, amount: Double) -> RGB {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(clamping: Int(Double(a) + (Double(b) - Double(a)) * amount + 0.5))
        }
        return RGB(mix(r, other.r), mix(g, other.g), mix(b, other.b))
    }

    func brightened(by delta: Int) -> RGB {
        RGB(saturating(r, delta), saturating(g, delta), saturating(b, delta))
    }
}

func saturating<T: FixedWidthInteger>(_ value: T, _ delta: Int) -> T {
    T(clamping: Int(value) + delta)
}

func average<T: FixedWidthInteger & UnsignedInteger>(_ values: [T]) -> T {
    var total: UInt = 0
    for v in values { total += UInt(v) }
    return T(total / UInt(values.count))
}

let orange = RGB(255, 165, 0)
let navy = RGB(0, 0, 128)
print(orange, navy)
print("inverted:", orange.inverted, navy.inverted)
print("luminance:", orange.luminance, navy.luminance)
print("mix 50%:", orange.blended(with: navy, amount: 0.5))
print("mix 25%:", orange.blended(with: navy, amount: 0.25))
print("brighter:", navy.brightened(by: 200), "darker:", orange.brightened(by: -100))
print("from unit:", RGB(unit: 1.0, 0.5, 0.0), RGB(unit: Float(0.2), 0.4, 0.6))
print("clamped:", RGB(unit: -0.5, 1.5, 0.999))
print(saturating(Int8(120), 20), saturating(UInt16(5), -10), saturating(Int8(-120), -20))
print("avg channel:", average([orange.r, navy.r, UInt8(100)]), average([UInt16(65535), 65535]))

let gradient = (0...4).map { orange.blended(with: navy, amount: Double($0) / 4) }
print(gradient.map(\.hex).joined(separator: " "))
print(orange == RGB(unit: 1.0, 0.647, 0.0))
let grays = stride(from: 0, through: 255, by: 85).map { RGB(UInt8($0), UInt8($0), UInt8($0)) }
print(grays, grays.map { $0.luminance })
// expect: #FFA500 #000080
// expect: inverted: #005AFF #FFFF7F
// expect: luminance: 0.6753764705882354 0.03624156862745098
// expect: mix 50%: #805340
// expect: mix 25%: #BF7C20
// expect: brighter: #C8C8FF darker: #9B4100
// expect: from unit: #FF8000 #336699
// expect: clamped: #00FFFF
// expect: 127 0 -128
// expect: avg channel: 118 65535
// expect: FFA500 BF7C20 805340 402960 000080
// expect: true
// expect: [#000000, #555555, #AAAAAA, #FFFFFF] [0.0, 0.3333333333333333, 0.6666666666666666, 0.9999999999999999]
