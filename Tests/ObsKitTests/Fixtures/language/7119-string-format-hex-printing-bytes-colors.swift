// Tutorial style (String(format:) hex): printing bytes and colors as hex with %x and %02X
import Foundation

struct RGB {
    let r: Int, g: Int, b: Int
    var hex: String { String(format: "#%02X%02X%02X", r, g, b) }
    init(r: Int, g: Int, b: Int) { self.r = r; self.g = g; self.b = b }
    init?(hex: String) {
        var s = hex
        if s.hasPrefix("#") { s.removeFirst() }
        guard s.count == 6, let v = Int(s, radix: 16) else { return nil }
        r = (v >> 16) & 0xFF
        g = (v >> 8) & 0xFF
        b = v & 0xFF
    }
}

let colors = [RGB(r: 255, g: 128, b: 0), RGB(r: 0, g: 0, b: 0), RGB(r: 18, g: 52, b: 86)]
for c in colors { print(c.hex) }
if let parsed = RGB(hex: "#1E90FF") {
    print(parsed.r, parsed.g, parsed.b)
    print(parsed.hex)
}
print(RGB(hex: "xyz") == nil)

for n in [0, 9, 10, 255, 4096, 65535] {
    print(String(format: "%5d = 0x%04x = %o", n, n, n))
}
let value: UInt32 = 0xDEADBEEF
print(String(format: "%08X", value))
print(String(value, radix: 16, uppercase: false))
print(String(format: "%lx", 1 << 40))
// expect: #FF8000
// expect: #000000
// expect: #123456
// expect: 30 144 255
// expect: #1E90FF
// expect: true
// expect:     0 = 0x0000 = 0
// expect:     9 = 0x0009 = 11
// expect:    10 = 0x000a = 12
// expect:   255 = 0x00ff = 377
// expect:  4096 = 0x1000 = 10000
// expect: 65535 = 0xffff = 177777
// expect: DEADBEEF
// expect: deadbeef
// expect: 10000000000
