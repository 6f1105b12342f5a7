// Compiler test style: parsing integers from strings with Int(_:) and Int(_:radix:) including failures
let inputs = ["42", "-17", "+8", "007", "", " 1", "1_000", "12a", "9223372036854775807", "9223372036854775808", "-0"]
for s in inputs {
    print("Int(\"\(s)\") =", Int(s) as Any)
}

print(Int("ff", radix: 16) as Any, Int("FF", radix: 16) as Any, Int("0xff", radix: 16) as Any)
print(Int("1011", radix: 2) as Any, Int("102", radix: 2) as Any)
print(Int("777", radix: 8) as Any, Int("zz", radix: 36) as Any, Int("-z", radix: 36) as Any)

print(UInt8("255") as Any, UInt8("256") as Any, UInt8("-1") as Any)
print(Int8("-128") as Any, Int8("128") as Any, Int16("32767") as Any)
print(UInt64("18446744073709551615") as Any, UInt32("4294967296") as Any)
print(Int8("7f", radix: 16) as Any, Int8("80", radix: 16) as Any, Int8("-80", radix: 16) as Any)

func parseList(_ s: String) -> [Int]? {
    var out: [Int] = []
    for part in s.split(separator: ",") {
        guard let n = Int(part) else { return nil }
        out.append(n)
    }
    return out
}
print(parseList("1,2,3") as Any, parseList("1,,2") as Any, parseList("1, 2") as Any)

let hexColor = "1e90ff"
var channels: [Int] = []
var i = hexColor.startIndex
while i < hexColor.endIndex {
    let j = hexColor.index(i, offsetBy: 2)
    channels.append(Int(hexColor[i..<j], radix: 16)!)
    i = j
}
print(channels)
let total = ["10", "x", "20", "-5"].compactMap(Int.init).reduce(0, +)
print(total)
print(Double("3.25") as Any, Double("abc") as Any, Bool("true") as Any, Bool("yes") as Any)

// expect: Int("42") = Optional(42)
// expect: Int("-17") = Optional(-17)
// expect: Int("+8") = Optional(8)
// expect: Int("007") = Optional(7)
// expect: Int("") = nil
// expect: Int(" 1") = nil
// expect: Int("1_000") = nil
// expect: Int("12a") = nil
// expect: Int("9223372036854775807") = Optional(9223372036854775807)
// expect: Int("9223372036854775808") = nil
// expect: Int("-0") = Optional(0)
// expect: Optional(255) Optional(255) nil
// expect: Optional(11) nil
// expect: Optional(511) Optional(1295) Optional(-35)
// expect: Optional(255) nil nil
// expect: Optional(-128) nil Optional(32767)
// expect: Optional(18446744073709551615) nil
// expect: Optional(127) nil Optional(-128)
// expect: Optional([1, 2, 3]) Optional([1, 2]) nil
// expect: [30, 144, 255]
// expect: 25
// expect: Optional(3.25) nil Optional(true) nil
