// Apple docs style (MemoryLayout): size, stride and alignment of simple types
struct Point {
    let x: Double
    let y: Double
    let isFilled: Bool
}
print("Point size:", MemoryLayout<Point>.size)
print("Point stride:", MemoryLayout<Point>.stride)
print("Point alignment:", MemoryLayout<Point>.alignment)

func report<T>(_ type: T.Type) {
    print("\(T.self): size \(MemoryLayout<T>.size) stride \(MemoryLayout<T>.stride) alignment \(MemoryLayout<T>.alignment)")
}
report(Bool.self)
report(UInt8.self)
report(Int16.self)
report(Int32.self)
report(Int.self)
report(Double.self)
report(Float.self)

struct Padded { var a: UInt8; var b: Int64; var c: UInt8 }
struct Reordered { var b: Int64; var a: UInt8; var c: UInt8 }
report(Padded.self)
report(Reordered.self)

struct Empty {}
report(Empty.self)
enum Direction { case up, down, left, right }
report(Direction.self)
report(Int?.self)
report(Bool?.self)
enum Payload { case none, small(UInt8), big(Int) }
report(Payload.self)
report((Int8, Int32).self)

let sample = Point(x: 1, y: 2, isFilled: true)
print("size(ofValue:):", MemoryLayout.size(ofValue: sample))
print("offset of y:", MemoryLayout<Point>.offset(of: \.y) ?? -1, "offset of isFilled:", MemoryLayout<Point>.offset(of: \.isFilled) ?? -1)
print("array of 10 Points needs bytes:", MemoryLayout<Point>.stride * 10)
print("stride >= size always:", MemoryLayout<Padded>.stride >= MemoryLayout<Padded>.size)
print("class reference size:", MemoryLayout<AnyObject>.size)
let values: [UInt16] = [1, 2, 3]
let byteCount = values.withUnsafeBufferPointer { $0.count * MemoryLayout<UInt16>.stride }
print("buffer byte count:", byteCount)
print("savings from reordering:", MemoryLayout<Padded>.stride - MemoryLayout<Reordered>.stride)
// expect: Point size: 17
// expect: Point stride: 24
// expect: Point alignment: 8
// expect: Bool: size 1 stride 1 alignment 1
// expect: UInt8: size 1 stride 1 alignment 1
// expect: Int16: size 2 stride 2 alignment 2
// expect: Int32: size 4 stride 4 alignment 4
// expect: Int: size 8 stride 8 alignment 8
// expect: Double: size 8 stride 8 alignment 8
// expect: Float: size 4 stride 4 alignment 4
// expect: Padded: size 17 stride 24 alignment 8
// expect: Reordered: size 10 stride 16 alignment 8
// expect: Empty: size 0 stride 1 alignment 1
// expect: Direction: size 1 stride 1 alignment 1
// expect: Optional<Int>: size 9 stride 16 alignment 8
// expect: Optional<Bool>: size 1 stride 1 alignment 1
// expect: Payload: size 9 stride 16 alignment 8
// expect: (Int8, Int32): size 8 stride 8 alignment 4
// expect: size(ofValue:): 17
// expect: offset of y: 8 offset of isFilled: 16
// expect: array of 10 Points needs bytes: 240
// expect: stride >= size always: true
// expect: class reference size: 8
// expect: buffer byte count: 6
// expect: savings from reordering: 8
