// App code style: a small pixel canvas as MutableCollection + RandomAccessCollection of Hashable colors, with fills, histogram (sorted) and rendering
enum Color: String, Hashable, CaseIterable, Comparable {
    case black = "#", gray = "+", white = "."
    static func < (a: Color, b: Color) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

struct Canvas: MutableCollection, RandomAccessCollection, CustomStringConvertible {
    let width: Int, height: Int
    var pixels: [Color]

    init(width: Int, height: Int) {
        self.width = width; self.height = height
        pixels = Array(repeating: .white, count: width * height)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { pixels.count }
    subscript(i: Int) -> Color {
        get { pixels[i] }
        set { pixels[i] = newValue }
    }
    subscript(x: Int, y: Int) -> Color {
        get { self[y * width + x] }
        set { self[y * width + x] = newValue }
    }

    mutating func fillRect(x: Int, y: Int, w: Int, h: Int, _ c: Color) {
        for yy in y..<(y + h) { for xx in x..<(x + w) { self[xx, yy] = c } }
    }

    var description: String {
        stride(from: 0, to: count, by: width)
            .map { self[$0..<($0 + width)].map(\.rawValue).joined() }
            .joined(separator: "\n")
    }
}

var canvas = Canvas(width: 6, height: 4)
canvas.fillRect(x: 1, y: 1, w: 3, h: 2, .black)
canvas[5, 0] = .gray
canvas[0, 3] = .gray
print(canvas)
var histogram: [Color: Int] = [:]
for px in canvas { histogram[px, default: 0] += 1 }
for c in histogram.keys.sorted() { print(c, histogram[c]!) }
print(canvas.firstIndex(of: .black)!, canvas.lastIndex(of: .gray)!)
canvas[6..<12].reverse()
print(canvas)
print("--")
canvas.sort()
print(canvas)
print(canvas.filter { $0 != .white }.count, canvas.allSatisfy { $0 == .white })
print(Array(canvas.indices.prefix(3)), canvas.count)
// expect: .....+
// expect: .###..
// expect: .###..
// expect: +.....
// expect: black 6
// expect: gray 2
// expect: white 16
// expect: 7 18
// expect: .....+
// expect: ..###.
// expect: .###..
// expect: +.....
// expect: --
// expect: ######
// expect: ++....
// expect: ......
// expect: ......
// expect: 8 false
// expect: [0, 1, 2] 24
