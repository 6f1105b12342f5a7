// Implicit member chains (SE-0287) and signs on implicit members read against the contextual type: -(.max), .max.advanced(by:), .pi.squareRoot(), .origin.moved(5)
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
import Foundation
let i: Int = -(.max)
print(i)
let j: Int = .max.advanced(by: -1)
print(j)
let d: Double = .pi.squareRoot()
print(d)
let k: Int? = .zero.advanced(by: 3)
print(k as Any)
struct Pt { var x = 0; static let origin = Pt(); func moved(_ d: Int) -> Pt { Pt(x: x + d) } }
let p: Pt = .origin.moved(5).moved(1)
print(p.x)

// expect: -9223372036854775807
// expect: 9223372036854775806
// expect: 1.7724538509055159
// expect: Optional(3)
// expect: 6
