// App code: packing and unpacking RGB colours in a UInt32 with shifts and masks, and hex formatting.
// Expected output: swiftc 6.3.1 on this machine.
struct RGB {
    var red: UInt8
    var green: UInt8
    var blue: UInt8

    var packed: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    init(packed: UInt32) {
        red = UInt8(truncatingIfNeeded: packed >> 16)
        green = UInt8(truncatingIfNeeded: packed >> 8)
        blue = UInt8(truncatingIfNeeded: packed)
    }

    var hex: String {
        let text = String(packed, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - text.count) + text
    }
}
let coral = RGB(red: 255, green: 127, blue: 80)
print(coral.packed, coral.hex)
let navy = RGB(packed: 0x000080)
print(navy.red, navy.green, navy.blue, navy.hex)
let mixed = RGB(red: UInt8((Int(coral.red) + Int(navy.red)) / 2), green: UInt8((Int(coral.green) + Int(navy.green)) / 2),
                blue: UInt8((Int(coral.blue) + Int(navy.blue)) / 2))
print(mixed.hex)

// expect: 16744272 #FF7F50
// expect: 0 0 128 #000080
// expect: #7F3F68
