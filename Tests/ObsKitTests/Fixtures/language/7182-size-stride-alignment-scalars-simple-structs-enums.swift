// Standard library API style (MemoryLayout): size, stride and alignment of scalars, simple structs, enums, optionals, tuples and classes
struct Pair { var a: Int32; var b: Int8 }
struct Padded { var b: Int8; var a: Int64; var c: Int8 }
struct Packed { var a: Int64; var b: Int8; var c: Int8 }
struct Empty {}
struct Flags { var x: Bool; var y: Bool; var z: Bool }
enum Direction { case north, south, east, west }
enum Single { case only }
enum Payload { case number(Int), flag(Bool), none }
enum Raw: UInt8 { case a = 1, b = 2 }
class Ref { var x = 0 }
func show<T>(_ name: String, _ type: T.Type) {
    print(name + ":", "size", MemoryLayout<T>.size, "stride", MemoryLayout<T>.stride, "align", MemoryLayout<T>.alignment)
}
show("Int", Int.self)
show("Int8", Int8.self)
show("UInt16", UInt16.self)
show("Int32", Int32.self)
show("Double", Double.self)
show("Float", Float.self)
show("Bool", Bool.self)
show("Pair", Pair.self)
show("Padded", Padded.self)
show("Packed", Packed.self)
show("Empty", Empty.self)
show("Flags", Flags.self)
show("Direction", Direction.self)
show("Single", Single.self)
show("Payload", Payload.self)
show("Raw", Raw.self)
show("Int?", Int?.self)
show("Bool?", Bool?.self)
show("Direction?", Direction?.self)
show("Ref", Ref.self)
show("Ref?", Ref?.self)
show("(Int8, Int)", (Int8, Int).self)
show("(Int8, Int8)", (Int8, Int8).self)
show("Int8??", Int8??.self)
show("UnicodeScalar", Unicode.Scalar.self)
show("UnsafeRawPointer?", UnsafeRawPointer?.self)
print("of value:", MemoryLayout.size(ofValue: Pair(a: 1, b: 2)), MemoryLayout.stride(ofValue: Int16(3)), MemoryLayout.alignment(ofValue: 1.0))
print("offset of:", MemoryLayout<Padded>.offset(of: \Padded.a) as Any, MemoryLayout<Padded>.offset(of: \Padded.c) as Any)
print("array storage guess:", MemoryLayout<Padded>.stride * 3)

// expect: Int: size 8 stride 8 align 8
// expect: Int8: size 1 stride 1 align 1
// expect: UInt16: size 2 stride 2 align 2
// expect: Int32: size 4 stride 4 align 4
// expect: Double: size 8 stride 8 align 8
// expect: Float: size 4 stride 4 align 4
// expect: Bool: size 1 stride 1 align 1
// expect: Pair: size 5 stride 8 align 4
// expect: Padded: size 17 stride 24 align 8
// expect: Packed: size 10 stride 16 align 8
// expect: Empty: size 0 stride 1 align 1
// expect: Flags: size 3 stride 3 align 1
// expect: Direction: size 1 stride 1 align 1
// expect: Single: size 0 stride 1 align 1
// expect: Payload: size 9 stride 16 align 8
// expect: Raw: size 1 stride 1 align 1
// expect: Int?: size 9 stride 16 align 8
// expect: Bool?: size 1 stride 1 align 1
// expect: Direction?: size 1 stride 1 align 1
// expect: Ref: size 8 stride 8 align 8
// expect: Ref?: size 8 stride 8 align 8
// expect: (Int8, Int): size 16 stride 16 align 8
// expect: (Int8, Int8): size 2 stride 2 align 1
// expect: Int8??: size 3 stride 3 align 1
// expect: UnicodeScalar: size 4 stride 4 align 4
// expect: UnsafeRawPointer?: size 8 stride 8 align 8
// expect: of value: 5 2 8
// expect: offset of: Optional(8) Optional(16)
// expect: array storage guess: 72
