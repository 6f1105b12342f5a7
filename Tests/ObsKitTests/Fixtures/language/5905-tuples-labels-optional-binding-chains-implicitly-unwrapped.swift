// Swift book style (The Basics): tuples with labels, optional binding chains, implicitly unwrapped optionals, numeric literals in every base, type aliases and integer bounds
typealias Reading = (sensor: String, value: Int)

let first: Reading = ("thermo", 21)
let (label, amount) = first
print(label, amount, first.sensor, first.1)

let decimal = 47
let binary = 0b101111
let octal = 0o57
let hex = 0x2F
print(decimal == binary, binary == octal, octal == hex)
print(1.25e2, 6.5e-1, 0xAp2, 0x1.8p1)
print(1_000_000, 0.000_5, 00042)

typealias Sample = UInt16
print(Sample.min, Sample.max, Int8.min, Int8.max, UInt8.max)
print(Int32.max, Int64.min)

let texts = ["12", "x", "7"]
if let a = Int(texts[0]), let b = Int(texts[2]), a > b {
    print("ordered", a, b)
}
if let a = Int(texts[0]), let b = Int(texts[1]) {
    print("both", a, b)
} else {
    print("second not a number")
}

var nickname: String? = nil
print(nickname ?? "anonymous")
nickname = "Zed"
if let nickname {
    print("shorthand bound", nickname)
}

let assumed: String! = "present"
let plain: String = assumed
let stillOptional = assumed
print(plain, stillOptional as Any)
print(type(of: stillOptional))

let converted = Double(3) + 0.25
let truncated = Int(-7.9)
print(converted, truncated, UInt8(200) / 3)

// expect: thermo 21 thermo 21
// expect: true true true
// expect: 125.0 0.65 40.0 3.0
// expect: 1000000 0.0005 42
// expect: 0 65535 -128 127 255
// expect: 2147483647 -9223372036854775808
// expect: ordered 12 7
// expect: second not a number
// expect: anonymous
// expect: shorthand bound Zed
// expect: present Optional("present")
// expect: Optional<String>
// expect: 3.25 -7 66
