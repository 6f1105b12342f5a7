// Low-level library functions test programs call: withExtendedLifetime (both closure forms),
// unsafeBitCast between numbers of one width and from a reference to its own class, MemoryLayout's
// (ofValue:) forms, and fflush/setbuf (output is never buffered here, so they change nothing).
// Expected output from swiftc on this machine.
import Foundation

setbuf(stdout, nil)
final class Token {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("release", name) }
}
class Shape {}
final class Circle: Shape {}

withExtendedLifetime(Token("a")) { print("inside a") }
let kept = withExtendedLifetime(Token("b")) { token -> Int in
    print("inside", token.name)
    return token.name.count
}
print("kept", kept)

print(String(unsafeBitCast(1.5, to: UInt64.self), radix: 16))
print(unsafeBitCast(UInt64(0x4000000000000000), to: Double.self))
print(unsafeBitCast(Int8(-2), to: UInt8.self), unsafeBitCast(UInt16(65535), to: Int16.self))
print(unsafeBitCast(Float(-0.0), to: UInt32.self), unsafeBitCast(-1, to: UInt.self))
let shape: Shape = Circle()
let circle = unsafeBitCast(shape, to: Circle.self)
print(circle === shape, type(of: circle))

struct Pixel { var red: UInt8; var green: UInt8; var blue: UInt8; var alpha: Float }
let pixel = Pixel(red: 1, green: 2, blue: 3, alpha: 1)
print(MemoryLayout.size(ofValue: pixel), MemoryLayout.stride(ofValue: pixel), MemoryLayout.alignment(ofValue: pixel))
print(MemoryLayout.size(ofValue: true), MemoryLayout.size(ofValue: "text"), MemoryLayout.size(ofValue: [1, 2, 3]))
print(MemoryLayout<Pixel>.size == MemoryLayout.size(ofValue: pixel))
fflush(stdout)
print("done")

// expect: inside a
// expect: release a
// expect: inside b
// expect: release b
// expect: kept 1
// expect: 3ff8000000000000
// expect: 2.0
// expect: 254 -1
// expect: 2147483648 18446744073709551615
// expect: true Circle
// expect: 8 8 4
// expect: 1 16 8
// expect: true
// expect: done
