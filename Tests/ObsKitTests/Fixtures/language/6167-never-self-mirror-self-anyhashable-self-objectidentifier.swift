// Library types as metatype values: Never.self, Mirror.self, AnyHashable.self, ObjectIdentifier.self print their names; Foundation's String(utf16CodeUnits:count:)
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
import Foundation
print(Mirror.self)
print(AnyHashable.self)
print(ObjectIdentifier.self)
print(type(of: Mirror(reflecting: 1)))
print(Never.self)
let units: [UInt16] = [0x48, 0x69, 0xD83D, 0xDE00]
print(String(utf16CodeUnits: units, count: 2), String(utf16CodeUnits: units, count: 4))

// expect: Mirror
// expect: AnyHashable
// expect: ObjectIdentifier
// expect: Mirror
// expect: Never
// expect: Hi Hi😀
