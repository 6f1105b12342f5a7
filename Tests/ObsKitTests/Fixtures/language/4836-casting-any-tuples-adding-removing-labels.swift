// Compiler test style (test/Interpreter/tuple_casts.swift): casting Any to tuples, adding and removing labels, elementwise casts
func toPoint(_ x: Any) -> (x: Int, y: Int) {
  return x as! (x: Int, y: Int)
}

func toPointOpt(_ x: Any) -> (x: Int, y: Int)? {
  return x as? (x: Int, y: Int)
}

func toPair(_ x: Any) -> (Int, Int) {
  return x as! (Int, Int)
}

func toPartly(_ x: Any) -> (first: Int, Int, third: Int) {
  return x as! (first: Int, Int, third: Int)
}

print(toPoint((x: 1, y: 2)))
print(toPoint((3, 4)))
print(toPoint((x: 5, 6)))
print(toPair((1, 2)))
print(toPair((x: 3, y: 4)))
print(toPair((x: 5, 6)))
print(toPartly((1, 2, 3)))
print(toPointOpt((x: 1, z: 2)) as Any)
print(String(describing: toPointOpt((x: 1, y: 2))))
print(toPointOpt((1, 2, 3)) == nil)
print(toPointOpt(("1", 2)) == nil)

protocol Shape {}
class Figure: Shape {
  let id: Int
  init(_ id: Int) { self.id = id }
}
class Circle: Figure {}
class Square: Figure {}

func castThree<T, U, V>(_ x: Any, _: T.Type, _: U.Type, _: V.Type) -> (t: T, u: U, v: V)? {
  return x as? (t: T, u: U, v: V)
}

let trio: (Shape, Any, Shape) = (Figure(1), Circle(2), Square(3))
if let r = castThree(trio, Figure.self, Figure.self, Figure.self) {
  print(type(of: r.t), type(of: r.u), type(of: r.v), r.t.id + r.u.id + r.v.id)
}
print(castThree(trio, Figure.self, Circle.self, Square.self) != nil)
print(castThree(trio, Figure.self, Square.self, Square.self) == nil)
print(castThree(trio, Circle.self, Circle.self, Square.self) == nil)
print(castThree(trio, Shape.self, Any.self, AnyObject.self) != nil)

let nums: Any = (1, 2.5, "three")
if let (a, b, c) = nums as? (Int, Double, String) {
  print(a, b, c)
}
print(nums as? (Int, Int, String) == nil)
if let t = nums as? (Any, Any, Any) {
  print(type(of: t.0), type(of: t.1), type(of: t.2))
}

let nested: Any = ((1, 2), (x: 3, y: 4))
if let n = nested as? ((Int, Int), (Int, Int)) {
  print(n.0.0 + n.0.1 + n.1.0 + n.1.1)
}
if let n = nested as? ((a: Int, b: Int), (x: Int, y: Int)) {
  print(n.0.a, n.1.y)
}

let list: [Any] = [(1, "a"), (name: "b", 2), (2, "c"), 7, (3, "d", true)]
for item in list {
  switch item {
  case let (n, s) as (Int, String):
    print("int-string", n, s)
  case let (s, n) as (String, Int):
    print("string-int", s, n)
  case let t as (Int, String, Bool):
    print("triple", t)
  default:
    print("other", item)
  }
}

let labeled = (left: 10, right: 20)
let erased: Any = labeled
print(erased)
print(type(of: erased))
let unlabeled = erased as! (Int, Int)
print(unlabeled, type(of: unlabeled))
print(erased as? (up: Int, down: Int) as Any)
print(erased as? (left: Int, Int) as Any)
let optionalTuple: Any = Optional((1, 2)) as Any
print(optionalTuple as? (Int, Int) as Any)

// expect: (x: 1, y: 2)
// expect: (x: 3, y: 4)
// expect: (x: 5, y: 6)
// expect: (1, 2)
// expect: (3, 4)
// expect: (5, 6)
// expect: (first: 1, 2, third: 3)
// expect: nil
// expect: Optional((x: 1, y: 2))
// expect: true
// expect: true
// expect: Figure Circle Square 6
// expect: true
// expect: true
// expect: true
// expect: true
// expect: 1 2.5 three
// expect: true
// expect: Int Double String
// expect: 10
// expect: 1 4
// expect: int-string 1 a
// expect: string-int b 2
// expect: int-string 2 c
// expect: other 7
// expect: triple (3, "d", true)
// expect: (left: 10, right: 20)
// expect: (left: Int, right: Int)
// expect: (10, 20) (Int, Int)
// expect: nil
// expect: Optional((left: 10, 20))
// expect: Optional((1, 2))
