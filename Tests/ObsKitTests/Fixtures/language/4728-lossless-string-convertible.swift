// Compiler test style: LosslessStringConvertible
// Checks init?(_ description:) of standard types (Int, Double, Bool,
// Character, String), round-tripping, failed parses, and a custom
// LosslessStringConvertible type used through a generic function.

print(Int("42") as Any)
print(Int("-7") as Any)
print(Int("4x") as Any)
print(Int("") as Any)
print(Int(" 1") as Any)
print(Int("+5") as Any)
print(UInt8("255") as Any)
print(UInt8("256") as Any)
print(Double("3.25") as Any)
print(Double("1e3") as Any)
print(Double("abc") as Any)
print(Double("inf") as Any)
print(Double("-0") as Any)
print(Bool("true") as Any)
print(Bool("TRUE") as Any)
print(Bool("false") as Any)
print(Character("x") as Any)
print(String("s") as Any)

// Radix parsing.
print(Int("ff", radix: 16) as Any)
print(Int("-101", radix: 2) as Any)
print(Int("z", radix: 36) as Any)
print(Int("9", radix: 8) as Any)

// A custom type.
struct RGB: LosslessStringConvertible, Equatable {
  var r: UInt8, g: UInt8, b: UInt8
  init(r: UInt8, g: UInt8, b: UInt8) {
    self.r = r; self.g = g; self.b = b
  }
  init?(_ description: String) {
    let parts = description.split(separator: ",")
    guard parts.count == 3,
          let r = UInt8(parts[0]), let g = UInt8(parts[1]), let b = UInt8(parts[2])
    else { return nil }
    self.init(r: r, g: g, b: b)
  }
  var description: String { "\(r),\(g),\(b)" }
}

let c = RGB(r: 10, g: 20, b: 30)
print(c)
print(RGB(c.description) == c)
print(RGB("1,2") as Any)
print(RGB("1,2,300") as Any)
print(RGB("0,128,255") as Any)

// Generic round trip.
func roundTrip<T: LosslessStringConvertible & Equatable>(_ v: T) -> Bool {
  guard let back = T(v.description) else { return false }
  return back == v
}
print(roundTrip(123))
print(roundTrip(-0.5))
print(roundTrip(true))
print(roundTrip("text"))
print(roundTrip(c))
print(roundTrip(Double.pi))
print(roundTrip(Float(0.1)))

// Generic parse of a list.
func parseAll<T: LosslessStringConvertible>(_ xs: [String], as: T.Type) -> [T?] {
  xs.map { T($0) }
}
print(parseAll(["1", "x", "3"], as: Int.self))
print(parseAll(["1.5", "nan"], as: Double.self).map { $0.map { $0.isNaN } as Any })
print(parseAll(["true", "no"], as: Bool.self))

// expect: Optional(42)
// expect: Optional(-7)
// expect: nil
// expect: nil
// expect: nil
// expect: Optional(5)
// expect: Optional(255)
// expect: nil
// expect: Optional(3.25)
// expect: Optional(1000.0)
// expect: nil
// expect: Optional(inf)
// expect: Optional(-0.0)
// expect: Optional(true)
// expect: nil
// expect: Optional(false)
// expect: x
// expect: s
// expect: Optional(255)
// expect: Optional(-5)
// expect: Optional(35)
// expect: nil
// expect: 10,20,30
// expect: true
// expect: nil
// expect: nil
// expect: Optional(0,128,255)
// expect: true
// expect: true
// expect: true
// expect: true
// expect: true
// expect: true
// expect: true
// expect: [Optional(1), nil, Optional(3)]
// expect: [Optional(false), Optional(true)]
// expect: [Optional(true), nil]
