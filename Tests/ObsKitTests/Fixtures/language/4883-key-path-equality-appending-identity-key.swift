// Compiler test style (test/stdlib/KeyPath.swift): key path equality, appending, identity key paths and key paths as functions
struct Point: Equatable {
  var x: Int
  var y: Int
  var sum: Int { x + y }
}

struct Segment {
  var start: Point
  var end: Point
  var tags: [String]
  var name: String?
}

final class Canvas {
  var segments: [Segment] = []
  var title = "untitled"
}

let kx = \Point.x
let kx2 = \Point.x
let ky = \Point.y
print(kx == kx2, kx == ky)
let startX = \Segment.start.x
let composed = (\Segment.start).appending(path: \Point.x)
print(startX == composed)
print(Set([kx, kx2, ky]).count)

var seg = Segment(start: Point(x: 1, y: 2), end: Point(x: 4, y: 6), tags: ["a", "bb"], name: nil)
print(seg[keyPath: startX], seg[keyPath: \.end.sum])
seg[keyPath: \.end.y] = 10
print(seg.end)
print(seg[keyPath: \.tags.count], seg[keyPath: \.tags[1]])
seg[keyPath: \.tags[0]] = "zzz"
print(seg.tags)
print(seg[keyPath: \.name?.count] as Any)
seg.name = "diag"
print(seg[keyPath: \.name?.count] as Any)
print(seg[keyPath: \.name!.first] as Any)

let identity = \Point.self
var p = Point(x: 3, y: 4)
print(p[keyPath: identity])
p[keyPath: identity] = Point(x: 0, y: 0)
print(p)

let points = [Point(x: 1, y: 9), Point(x: 5, y: 2), Point(x: 3, y: 3)]
print(points.map(\.x), points.map(\.sum))
print(points.sorted { $0[keyPath: ky] < $1[keyPath: ky] }.map(\.y))
print(points.filter { $0.x > 2 }.map(\.y))
print(points.max { $0.sum < $1.sum }!)

func values<T, V>(_ items: [T], _ path: KeyPath<T, V>) -> [V] {
  return items.map { $0[keyPath: path] }
}
print(values(points, \.x))
print(values(["ab", "cde"], \.count))
print(values([[1, 2], [3]], \.first))

func setAll<T, V>(_ items: inout [T], _ path: WritableKeyPath<T, V>, to value: V) {
  for i in items.indices { items[i][keyPath: path] = value }
}
var mutablePoints = points
setAll(&mutablePoints, \.y, to: 0)
print(mutablePoints.map(\.y))

let canvas = Canvas()
canvas.segments.append(seg)
let titlePath: ReferenceWritableKeyPath<Canvas, String> = \.title
canvas[keyPath: titlePath] = "sketch"
print(canvas.title)
let deepPath = \Canvas.segments[0].start.x
canvas[keyPath: deepPath] = 77
print(canvas.segments[0].start)

let partial: PartialKeyPath<Point> = \Point.sum
print(p[keyPath: partial] as? Int as Any)
let anyPath: AnyKeyPath = \Segment.tags
print(anyPath is KeyPath<Segment, [String]>, anyPath is WritableKeyPath<Segment, [String]>)
print((anyPath as? PartialKeyPath<Segment>) != nil)
print(seg[keyPath: anyPath] as Any)
print(p[keyPath: anyPath] as Any)
let getter: (Point) -> Int = \.x
print(getter(Point(x: 42, y: 0)))
let tupleKey = \(Int, String).1
print((5, "five")[keyPath: tupleKey])

// expect: true false
// expect: true
// expect: 2
// expect: 1 10
// expect: Point(x: 4, y: 10)
// expect: 2 bb
// expect: ["zzz", "bb"]
// expect: nil
// expect: Optional(4)
// expect: Optional("d")
// expect: Point(x: 3, y: 4)
// expect: Point(x: 0, y: 0)
// expect: [1, 5, 3] [10, 7, 6]
// expect: [2, 3, 9]
// expect: [2, 3]
// expect: Point(x: 1, y: 9)
// expect: [1, 5, 3]
// expect: [2, 3]
// expect: [Optional(1), Optional(3)]
// expect: [0, 0, 0]
// expect: sketch
// expect: Point(x: 77, y: 2)
// expect: Optional(0)
// expect: true true
// expect: true
// expect: Optional(["zzz", "bb"])
// expect: nil
// expect: 42
// expect: five
