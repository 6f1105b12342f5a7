// Swift Evolution SE-0426 style (BitwiseCopyable): constraining generic helpers to types that can be copied bit for bit
struct Pixel: BitwiseCopyable {
    var r: UInt8
    var g: UInt8
    var b: UInt8
}

enum Direction: BitwiseCopyable {
    case north, east, south, west
}

func duplicate<T: BitwiseCopyable>(_ value: T, times: Int) -> [T] {
    Array(repeating: value, count: times)
}

func byteSize<T: BitwiseCopyable>(of _: T.Type) -> Int {
    MemoryLayout<T>.size
}

struct Snapshot<Element: BitwiseCopyable> {
    private(set) var frames: [Element] = []
    mutating func record(_ element: Element) {
        frames.append(element)
    }
}

let red = Pixel(r: 255, g: 0, b: 0)
let row = duplicate(red, times: 3)
print(row.count, row.map { "\($0.r),\($0.g),\($0.b)" })

print("Pixel bytes:", byteSize(of: Pixel.self))
print("Int bytes:", byteSize(of: Int.self))
print("Double bytes:", byteSize(of: Double.self))
print("Direction bytes:", byteSize(of: Direction.self))

var snap = Snapshot<Direction>()
for d in [Direction.north, .east, .east, .south] {
    snap.record(d)
}
print(snap.frames)

var counts = Snapshot<Int>()
(1...4).forEach { counts.record($0 * $0) }
print(counts.frames)

let bytes = withUnsafeBytes(of: red) { Array($0) }
print("raw bytes:", bytes)

// expect: 3 ["255,0,0", "255,0,0", "255,0,0"]
// expect: Pixel bytes: 3
// expect: Int bytes: 8
// expect: Double bytes: 8
// expect: Direction bytes: 1
// expect: [main.Direction.north, main.Direction.east, main.Direction.east, main.Direction.south]
// expect: [1, 4, 9, 16]
// expect: raw bytes: [255, 0, 0]
