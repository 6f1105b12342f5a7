// Apple docs style (BinaryInteger.init(clamping:)): keeping color channels in range
struct RGB {
    var r: UInt8, g: UInt8, b: UInt8
    var hex: String {
        [r, g, b].map { v -> String in
            let s = String(v, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }.joined()
    }
}

func brighten(_ c: RGB, by amount: Int) -> RGB {
    RGB(r: UInt8(clamping: Int(c.r) + amount),
        g: UInt8(clamping: Int(c.g) + amount),
        b: UInt8(clamping: Int(c.b) + amount))
}

let base = RGB(r: 200, g: 120, b: 10)
for step in [-50, -20, 0, 40, 80] {
    let c = brighten(base, by: step)
    print("step \(step): (\(c.r), \(c.g), \(c.b)) #\(c.hex)")
}

// Clamping between all sorts of widths
let values: [Int] = [-1000, -129, -128, 0, 127, 128, 40000, 70000]
for v in values {
    print(v, Int8(clamping: v), UInt8(clamping: v), Int16(clamping: v), UInt16(clamping: v))
}

// Clamping Int64 extremes into Int32
print(Int32(clamping: Int64.max), Int32(clamping: Int64.min))
print(UInt32(clamping: Int64(-5)), UInt64(clamping: Int8.min))

// A volume knob: turning further does nothing at the ends
var volume: Int8 = 120
for turn in [5, 5, 5, -300, 10] {
    volume = Int8(clamping: Int(volume) + turn)
    print("volume now \(volume)")
}

// expect: step -50: (150, 70, 0) #964600
// expect: step -20: (180, 100, 0) #B46400
// expect: step 0: (200, 120, 10) #C8780A
// expect: step 40: (240, 160, 50) #F0A032
// expect: step 80: (255, 200, 90) #FFC85A
// expect: -1000 -128 0 -1000 0
// expect: -129 -128 0 -129 0
// expect: -128 -128 0 -128 0
// expect: 0 0 0 0 0
// expect: 127 127 127 127 127
// expect: 128 127 128 128 128
// expect: 40000 127 255 32767 40000
// expect: 70000 127 255 32767 65535
// expect: 2147483647 -2147483648
// expect: 0 0
// expect: volume now 125
// expect: volume now 127
// expect: volume now 127
// expect: volume now -128
// expect: volume now -118
