// WWDC style (MemoryLayout): size, stride and alignment of simple structs
struct Point { var x: Double; var y: Double }
struct Packed { var a: UInt8; var b: UInt32; var c: UInt8 }
struct Reordered { var b: UInt32; var a: UInt8; var c: UInt8 }

func describe<T>(_ type: T.Type, _ name: String) {
    print("\(name): size=\(MemoryLayout<T>.size) stride=\(MemoryLayout<T>.stride) align=\(MemoryLayout<T>.alignment)")
}

describe(Int.self, "Int")
describe(Int8.self, "Int8")
describe(Bool.self, "Bool")
describe(Double.self, "Double")
describe(Point.self, "Point")
describe(Packed.self, "Packed")
describe(Reordered.self, "Reordered")
let saved = MemoryLayout<Packed>.size - MemoryLayout<Reordered>.size
print("reordering saves \(saved) bytes")
// expect: Int: size=8 stride=8 align=8
// expect: Int8: size=1 stride=1 align=1
// expect: Bool: size=1 stride=1 align=1
// expect: Double: size=8 stride=8 align=8
// expect: Point: size=16 stride=16 align=8
// expect: Packed: size=9 stride=12 align=4
// expect: Reordered: size=6 stride=8 align=4
// expect: reordering saves 3 bytes
