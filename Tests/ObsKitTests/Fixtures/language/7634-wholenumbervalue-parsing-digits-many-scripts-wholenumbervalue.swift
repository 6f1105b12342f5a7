// Blog style (wholeNumberValue): parsing digits in many scripts with wholeNumberValue and hexDigitValue
let digits: [Character] = ["7", "٣", "५", "Ⅻ", "x", "½"]
for d in digits {
    print(d, d.wholeNumberValue.map(String.init) ?? "nil", d.isNumber)
}
let hex = "1aF9g"
for h in hex {
    if let v = h.hexDigitValue {
        print("\(h) = \(v)")
    } else {
        print("\(h) is not hex")
    }
}
var total = 0
for h in "ff".reversed().enumerated() {
    total += (h.element.hexDigitValue ?? 0) << (4 * h.offset)
}
print("0xff = \(total)")
print("digit sum of 90210:", "90210".compactMap(\.wholeNumberValue).reduce(0, +))
// expect: 7 7 true
// expect: ٣ 3 true
// expect: ५ 5 true
// expect: Ⅻ 12 true
// expect: x nil false
// expect: ½ nil true
// expect: 1 = 1
// expect: a = 10
// expect: F = 15
// expect: 9 = 9
// expect: g is not hex
// expect: 0xff = 255
// expect: digit sum of 90210: 12
