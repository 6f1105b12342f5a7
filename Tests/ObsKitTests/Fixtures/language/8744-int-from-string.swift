// Apple docs style (Int.init?(_: String)): parsing numbers typed into a form
let inputs = ["42", "-17", "+8", " 5", "5 ", "", "3.0", "0x1F", "1_000", "007", "-0", "99999999999999999999"]

for text in inputs {
    if let n = Int(text) {
        print("\"\(text)\" -> \(n)")
    } else {
        print("\"\(text)\" -> invalid")
    }
}

// Parsing with a radix
let hexes = ["ff", "FF", "7f", "-80", "g1"]
for h in hexes {
    print("hex \(h):", Int(h, radix: 16).map(String.init) ?? "nil")
}
print("binary 1011:", Int("1011", radix: 2)!)
print("base36 zz:", Int("zz", radix: 36)!)
print("UInt8 300:", UInt8("300") as Any)
print("Int8 -128:", Int8("-128") as Any)

// Summing a comma separated line, ignoring bad cells
let line = "10,20,abc,30,,-5"
var total = 0
var bad: [String] = []
for cell in line.split(separator: ",", omittingEmptySubsequences: false) {
    if let v = Int(cell) {
        total += v
    } else {
        bad.append(String(cell))
    }
}
print("total \(total), bad cells \(bad)")

// compactMap is the idiomatic version
let ages = ["31", "x", "27", "45"].compactMap { Int($0) }
print("ages \(ages), average \(ages.reduce(0, +) / ages.count)")

// expect: "42" -> 42
// expect: "-17" -> -17
// expect: "+8" -> 8
// expect: " 5" -> invalid
// expect: "5 " -> invalid
// expect: "" -> invalid
// expect: "3.0" -> invalid
// expect: "0x1F" -> invalid
// expect: "1_000" -> invalid
// expect: "007" -> 7
// expect: "-0" -> 0
// expect: "99999999999999999999" -> invalid
// expect: hex ff: 255
// expect: hex FF: 255
// expect: hex 7f: 127
// expect: hex -80: -128
// expect: hex g1: nil
// expect: binary 1011: 11
// expect: base36 zz: 1295
// expect: UInt8 300: nil
// expect: Int8 -128: Optional(-128)
// expect: total 55, bad cells ["abc", ""]
// expect: ages [31, 27, 45], average 34
