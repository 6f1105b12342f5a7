// Advent of Code style (radix conversions): Int(_:radix:), String(_:radix:) and binary masks parsed from text
func pad(_ s: String, to width: Int, with c: Character = "0") -> String {
    s.count >= width ? s : String(repeating: c, count: width - s.count) + s
}

let values = [0, 5, 10, 255, 4096, -17]
for v in values {
    print(v, String(v, radix: 2), String(v, radix: 8), String(v, radix: 16), String(v, radix: 16, uppercase: true), String(v, radix: 36))
}

let inputs = ["1011", "ff", "FF", "z", "777", "12", "-101", "0x1f", "", "10000000000000000000000000000000000000000000000000000000000000000"]
for s in inputs {
    print("\"\(s)\"", Int(s, radix: 2) as Any, Int(s, radix: 16) as Any, Int(s, radix: 36) as Any)
}

let boardingPass = "FBFBBFFRLR"
let binary = String(boardingPass.map { "BR".contains($0) ? "1" : "0" })
let seat = Int(binary, radix: 2)!
print(binary, seat, seat >> 3, seat & 7)

let mask = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXX1XXXX0X"
var orMask = 0, andMask = 0
for ch in mask {
    orMask <<= 1; andMask <<= 1
    if ch == "1" { orMask |= 1 }
    if ch != "0" { andMask |= 1 }
}
for value in [11, 101, 0] {
    let result = (value & andMask) | orMask
    print(value, "->", result, pad(String(result, radix: 2), to: 8))
}
print(UInt8(255).description, String(UInt8(200), radix: 2))
print(Int8("-128")!, Int8("128") as Any, UInt("42", radix: 5) as Any)
let gray = (0..<8).map { pad(String($0 ^ ($0 >> 1), radix: 2), to: 3) }
print(gray.joined(separator: " "))

// expect: 0 0 0 0 0 0
// expect: 5 101 5 5 5 5
// expect: 10 1010 12 a A a
// expect: 255 11111111 377 ff FF 73
// expect: 4096 1000000000000 10000 1000 1000 35s
// expect: -17 -10001 -21 -11 -11 -h
// expect: "1011" Optional(11) Optional(4113) Optional(46693)
// expect: "ff" nil Optional(255) Optional(555)
// expect: "FF" nil Optional(255) Optional(555)
// expect: "z" nil nil Optional(35)
// expect: "777" nil Optional(1911) Optional(9331)
// expect: "12" nil Optional(18) Optional(38)
// expect: "-101" Optional(-5) Optional(-257) Optional(-1297)
// expect: "0x1f" nil nil Optional(42819)
// expect: "" nil nil nil
// expect: "10000000000000000000000000000000000000000000000000000000000000000" nil nil nil
// expect: 0101100101 357 44 5
// expect: 11 -> 73 01001001
// expect: 101 -> 101 01100101
// expect: 0 -> 64 01000000
// expect: 255 11001000
// expect: -128 nil Optional(22)
// expect: 000 001 011 010 110 111 101 100
