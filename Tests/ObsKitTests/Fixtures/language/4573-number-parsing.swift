// Compiler test style: parsing integers from characters by hand and with Int(_:)
func atoi(_ s: String) -> Int? {
    var chars = Substring(s)
    var negative = false
    if let f = chars.first, f == "-" || f == "+" {
        negative = f == "-"
        chars = chars.dropFirst()
    }
    guard !chars.isEmpty else { return nil }
    var value = 0
    for c in chars {
        guard let ascii = c.asciiValue, ascii >= 48, ascii <= 57 else { return nil }
        value = value * 10 + Int(ascii - 48)
    }
    return negative ? -value : value
}

let inputs = ["123", "-45", "+7", "", "-", "12a", "0007", "٣"]
for s in inputs {
    let mine = atoi(s).map(String.init) ?? "nil"
    let builtin = Int(s).map(String.init) ?? "nil"
    print("\"\(s)\": \(mine) \(builtin)")
}

print(Int("ff", radix: 16)!, Int("777", radix: 8)!, Int("1011", radix: 2)!, Int("zz", radix: 36)!)
print(Int("FF", radix: 16) ?? -1, Int("fg", radix: 16) ?? -1)

func parseHex(_ s: String) -> Int? {
    var v = 0
    for c in s.lowercased() {
        guard let d = c.hexDigitValue else { return nil }
        v = v * 16 + d
    }
    return v
}
print(parseHex("1A3f") ?? -1, parseHex("xyz") ?? -1)

func sumNumbers(in text: String) -> Int {
    var total = 0
    var current = 0
    var inNumber = false
    for c in text {
        if let d = c.wholeNumberValue, c.isASCII {
            current = current * 10 + d
            inNumber = true
        } else if inNumber {
            total += current
            current = 0
            inNumber = false
        }
    }
    return inNumber ? total + current : total
}
print(sumNumbers(in: "a12b3c100"), sumNumbers(in: "no digits"), sumNumbers(in: "7"))

func parseDuration(_ s: String) -> Int? {
    var total = 0
    var digits = ""
    for c in s {
        if c.isNumber {
            digits.append(c)
        } else {
            guard let n = Int(digits) else { return nil }
            switch c {
            case "h": total += n * 3600
            case "m": total += n * 60
            case "s": total += n
            default: return nil
            }
            digits = ""
        }
    }
    return digits.isEmpty ? total : nil
}
for d in ["1h30m", "45s", "2h5s", "10", "3x"] {
    print(d, parseDuration(d).map { "\($0)s" } ?? "invalid")
}

let version = "3.12.7"
let parts = version.split(separator: ".").compactMap { Int($0) }
print(parts, parts.count == 3)
func versionLess(_ a: String, _ b: String) -> Bool {
    let x = a.split(separator: ".").map { Int($0) ?? 0 }
    let y = b.split(separator: ".").map { Int($0) ?? 0 }
    return x.lexicographicallyPrecedes(y)
}
print(["1.10.0", "1.2.0", "1.2", "0.9.9"].sorted(by: versionLess))

print(Double("3.25")!, Double("1e3")!, Double("abc") ?? -1.0)
print(Int("  42") ?? -1, Int("42 ") ?? -1, Int("-0")!)
print(UInt8("255")!, UInt8("256") ?? 0, Int8("-128")!)
let phone = "(555) 123-4567"
print(phone.filter(\.isNumber), Int(phone.filter(\.isNumber))! % 10000)

// expect: "123": 123 123
// expect: "-45": -45 -45
// expect: "+7": 7 7
// expect: "": nil nil
// expect: "-": nil nil
// expect: "12a": nil nil
// expect: "0007": 7 7
// expect: "٣": nil nil
// expect: 255 511 11 1295
// expect: 255 -1
// expect: 6719 -1
// expect: 115 0 7
// expect: 1h30m 5400s
// expect: 45s 45s
// expect: 2h5s 7205s
// expect: 10 invalid
// expect: 3x invalid
// expect: [3, 12, 7] true
// expect: ["0.9.9", "1.2", "1.2.0", "1.10.0"]
// expect: 3.25 1000.0 -1.0
// expect: -1 -1 0
// expect: 255 0 -128
// expect: 5551234567 4567
