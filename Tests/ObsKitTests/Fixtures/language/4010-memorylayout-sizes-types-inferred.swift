// Compiler test style: MemoryLayout sizes of types inferred from literals
func sizeOf<T>(_ x: T) -> Int { MemoryLayout<T>.size }

let a = 1
let b = 1.0
let c: Float = 1
let d = true
let e: UInt8 = 255
print(sizeOf(a), sizeOf(b), sizeOf(c), sizeOf(d), sizeOf(e))
print(sizeOf(1), sizeOf(1.5), sizeOf(Int16(1)))
print(MemoryLayout<Int32>.size, MemoryLayout<Double>.stride)
print(sizeOf((1, true)), MemoryLayout<(Int, Bool)>.stride)
print(sizeOf(Optional(1)), sizeOf(Optional(e)))

struct Point { var x = 0.0; var y = 0.0 }
print(sizeOf(Point()), MemoryLayout<Point>.alignment)

struct Small { var a: UInt8 = 0; var b: Int32 = 0 }
print(MemoryLayout<Small>.size, MemoryLayout<Small>.stride, MemoryLayout<Small>.alignment)

let mixed = max(1, 2.0)
print(sizeOf(mixed), type(of: mixed))
let ch: Character = "x"
print(sizeOf("x"), sizeOf(ch))
print(sizeOf([1, 2, 3]), sizeOf(()))
enum Dir { case n, s, e, w }
print(MemoryLayout<Dir>.size, sizeOf(Dir.n))
// expect: 8 8 4 1 1
// expect: 8 8 2
// expect: 4 8
// expect: 9 16
// expect: 9 2
// expect: 16 8
// expect: 8 8 4
// expect: 8 Double
// expect: 16 16
// expect: 8 0
// expect: 1 1
