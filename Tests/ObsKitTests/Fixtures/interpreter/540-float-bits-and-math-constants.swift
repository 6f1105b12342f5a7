// Floating-point bits and Foundation constants: `Float(bitPattern:)`, `Float.bitPattern`, `UInt8(ascii:)`, `M_E`,
// `M_LN2`, `M_SQRT2`. Expected output: swiftc 6.3.1 on this machine.
import Foundation
print(Float(bitPattern: 0x3F80_0000), String(Float(0.5).bitPattern, radix: 16), UInt8(ascii: "a"), log(M_E), M_LN2, M_SQRT2)

// expect: 1.0 3f000000 97 1.0 0.6931471805599453 1.4142135623730951
