// Blog style (Stack Overflow: convert Double to Int safely): init(exactly:), truncation and clamping of floats
import Foundation

let inputs: [Double] = [42.0, 42.9, -42.9, 1e20, -1e20, .nan, .infinity]
for x in inputs {
    let exact = Int(exactly: x).map { String($0) } ?? "nil"
    let safe: Int
    if x.isNaN {
        safe = 0
    } else if x >= Double(Int.max) {
        safe = Int.max
    } else if x <= Double(Int.min) {
        safe = Int.min
    } else {
        safe = Int(x)
    }
    print(x, exact, safe)
}
let edge = [127.0, 128.0]
print(Int8(exactly: edge[0]) as Any, Int8(exactly: edge[1]) as Any)
print(UInt(exactly: -0.0) as Any)
print(Float(exactly: 16777217) as Any)
print(Float(exactly: 16777216) as Any)
print(Double(exactly: Int64.max) as Any)
print(Double(exactly: Int64(1) << 53) as Any)
print(Int(Double(Int32.max) + 0.5))
print(Int(-7.9), Int((-7.9).rounded()))
// expect: 42.0 42 42
// expect: 42.9 nil 42
// expect: -42.9 nil -42
// expect: 1e+20 nil 9223372036854775807
// expect: -1e+20 nil -9223372036854775808
// expect: nan nil 0
// expect: inf nil 9223372036854775807
// expect: Optional(127) nil
// expect: Optional(0)
// expect: nil
// expect: Optional(16777216.0)
// expect: nil
// expect: Optional(9007199254740992.0)
// expect: 2147483647
// expect: -7 -8
