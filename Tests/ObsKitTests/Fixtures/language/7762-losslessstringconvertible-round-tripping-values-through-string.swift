// Blog style (LosslessStringConvertible): round-tripping values through String
struct Version: LosslessStringConvertible {
    let major: Int, minor: Int
    init(major: Int, minor: Int) { self.major = major; self.minor = minor }
    init?(_ description: String) {
        let parts = description.split(separator: ".")
        guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]) else { return nil }
        major = a; minor = b
    }
    var description: String { "\(major).\(minor)" }
}
print(Version("1.2") as Any)
print(Version("bad") as Any)
let v = Version(major: 5, minor: 9)
print(v)
print(String(v))
debugPrint(v)
func roundTrip<T: LosslessStringConvertible>(_ x: T) -> T? { T(x.description) }
print(roundTrip(42) as Any)
print(roundTrip(2.5) as Any)
print(roundTrip(true) as Any)
print(roundTrip("text") as Any)
print(roundTrip(v) as Any)
print(Int("12") as Any, Int("x") as Any, Double("1e3") as Any)
print(String(255, radix: 16), String(255, radix: 2), String(-7, radix: 8))
print(Int("ff", radix: 16) as Any)
print(Bool("false") as Any, Bool("yes") as Any)
let c = Character("z")
print(String(c), Character("7").isNumber)
// expect: Optional(1.2)
// expect: nil
// expect: 5.9
// expect: 5.9
// expect: 5.9
// expect: Optional(42)
// expect: Optional(2.5)
// expect: Optional(true)
// expect: Optional("text")
// expect: Optional(5.9)
// expect: Optional(12) nil Optional(1000.0)
// expect: ff 11111111 -7
// expect: Optional(255)
// expect: Optional(false) nil
// expect: z true
