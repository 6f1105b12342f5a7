// Compiler test style: Equatable/Comparable in class hierarchies — static operators vs dynamic isEqual
// known-gap: line 8: expected "as Point r == s: true", got "  [ColorPoint.== chosen statically]"
class Point: Equatable, Comparable, CustomStringConvertible {
  let x: Int
  let y: Int
  init(_ x: Int, _ y: Int) {
    self.x = x
    self.y = y
  }
  func isEqual(to other: Point) -> Bool {
    return x == other.x && y == other.y
  }
  static func == (lhs: Point, rhs: Point) -> Bool {
    return lhs.isEqual(to: rhs)
  }
  static func < (lhs: Point, rhs: Point) -> Bool {
    return (lhs.x, lhs.y) < (rhs.x, rhs.y)
  }
  var description: String { return "(\(x),\(y))" }
}

class ColorPoint: Point {
  let color: String
  init(_ x: Int, _ y: Int, _ color: String) {
    self.color = color
    super.init(x, y)
  }
  override func isEqual(to other: Point) -> Bool {
    guard let cp = other as? ColorPoint else { return false }
    return super.isEqual(to: other) && color == cp.color
  }
  static func == (lhs: ColorPoint, rhs: ColorPoint) -> Bool {
    print("  [ColorPoint.== chosen statically]")
    return lhs.isEqual(to: rhs)
  }
  override var description: String { return "\(color)" + super.description }
}

let p = Point(1, 2)
let q = Point(1, 2)
let r = ColorPoint(1, 2, "red")
let s = ColorPoint(1, 2, "red")
let t = ColorPoint(1, 2, "blue")

print(p == q, p === q)
print("p == r: \(p == r)")
print("r == p: \(r == p)")
print("r == s:", r == s)
print("r == t:", r == t)
let rp: Point = r
let sp: Point = s
print("as Point r == s:", rp == sp)

func genericEq<T: Equatable>(_ a: T, _ b: T) -> Bool { return a == b }
print("generic ColorPoint:", genericEq(r, s))
print("generic Point:", genericEq(rp, sp))

let pts: [Point] = [Point(3, 1), ColorPoint(1, 5, "g"), Point(1, 2), ColorPoint(0, 9, "k")]
print(pts.sorted())
print(pts.contains(Point(1, 2)))
print(pts.contains(ColorPoint(1, 5, "g")))
print(pts.firstIndex(of: ColorPoint(0, 9, "k")) ?? -1)
print(pts.min()!, pts.max()!)
print(Point(1, 1) < ColorPoint(1, 3, "z"))
print(pts.filter { $0 is ColorPoint }.count)
// expect: true false
// expect: p == r: true
// expect: r == p: false
// expect:   [ColorPoint.== chosen statically]
// expect: r == s: true
// expect:   [ColorPoint.== chosen statically]
// expect: r == t: false
// expect: as Point r == s: true
// expect: generic ColorPoint: true
// expect: generic Point: true
// expect: [k(0,9), (1,2), g(1,5), (3,1)]
// expect: true
// expect: true
// expect: 3
// expect: k(0,9) (3,1)
// expect: true
// expect: 2
