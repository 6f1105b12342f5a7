// Compiler test style: custom IntegerLiteralType and FloatLiteralType associated types
// known-gap: error: 4012-custom-integerliteraltype-floatliteraltype-associated.swift:16:16: error: value of type 'Byte.Type' has no member 'IntegerLiteralType'
struct Byte: ExpressibleByIntegerLiteral, CustomStringConvertible {
    let raw: UInt8
    init(integerLiteral value: UInt8) { raw = value }
    var description: String {
        let s = String(raw, radix: 16)
        return "0x" + (s.count < 2 ? "0" + s : s)
    }
}

let b1: Byte = 255
let b2: Byte = 0x0A
print(b1, b2)
let bytes: [Byte] = [1, 16, 0b1111]
print(bytes)
print(type(of: Byte.IntegerLiteralType.self))

struct Ratio: ExpressibleByFloatLiteral, CustomStringConvertible {
    let value: Float
    init(floatLiteral value: Float) { self.value = value }
    var description: String { "ratio \(value)" }
}
let r: Ratio = 0.5
print(r)
print(Ratio.FloatLiteralType.self)

func describe<T: ExpressibleByIntegerLiteral>(_ t: T.Type) -> String {
    "\(T.IntegerLiteralType.self)"
}
print(describe(Int.self), describe(UInt8.self), describe(Double.self), describe(Byte.self))
print(Double.FloatLiteralType.self, Float.FloatLiteralType.self)
print(String.StringLiteralType.self, Bool.BooleanLiteralType.self)
// expect: 0xff 0x0a
// expect: [0x01, 0x10, 0x0f]
// expect: UInt8.Type
// expect: ratio 0.5
// expect: Float
// expect: Int UInt8 Int64 UInt8
// expect: Double Float
// expect: String Bool
