// Compiler test style: print/debugPrint/String(describing:)/String(reflecting:) of nested structs
struct Point {
  var x: Int
  var y: Int
}

struct Size {
  var width: Double
  var height: Double
}

struct Rect {
  var origin: Point
  var size: Size
  var name: String
}

struct Wrapper<T> {
  var value: T
}

let r = Rect(origin: Point(x: 1, y: -2), size: Size(width: 3.5, height: 4), name: "box")
print(r)
debugPrint(r)
print(String(describing: r))
print(String(reflecting: r))
print(String(describing: r.origin))
print(String(reflecting: r.size))

let w = Wrapper(value: Wrapper(value: "hi"))
print(w)
debugPrint(w)
let wi = Wrapper(value: [Point(x: 0, y: 0)])
print(wi)
print("interp: \(r.origin) and \(w)")
// expect: Rect(origin: main.Point(x: 1, y: -2), size: main.Size(width: 3.5, height: 4.0), name: "box")
// expect: main.Rect(origin: main.Point(x: 1, y: -2), size: main.Size(width: 3.5, height: 4.0), name: "box")
// expect: Rect(origin: main.Point(x: 1, y: -2), size: main.Size(width: 3.5, height: 4.0), name: "box")
// expect: main.Rect(origin: main.Point(x: 1, y: -2), size: main.Size(width: 3.5, height: 4.0), name: "box")
// expect: Point(x: 1, y: -2)
// expect: main.Size(width: 3.5, height: 4.0)
// expect: Wrapper<Wrapper<String>>(value: main.Wrapper<Swift.String>(value: "hi"))
// expect: main.Wrapper<main.Wrapper<Swift.String>>(value: main.Wrapper<Swift.String>(value: "hi"))
// expect: Wrapper<Array<Point>>(value: [main.Point(x: 0, y: 0)])
// expect: interp: Point(x: 1, y: -2) and Wrapper<Wrapper<String>>(value: main.Wrapper<Swift.String>(value: "hi"))
