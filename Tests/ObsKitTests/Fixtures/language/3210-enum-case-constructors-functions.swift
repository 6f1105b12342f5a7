// Compiler test style: enum case constructors as functions and default associated values
enum Shape {
  case circle(radius: Double)
  case square(side: Double = 1.0)
  case label(String, size: Int = 12)
}

let radii: [Double] = [1, 2.5, 3]
let circles = radii.map(Shape.circle)
for c in circles { print(c) }

let mk: (Double) -> Shape = Shape.square
print(mk(4))
print(Shape.square())
print(Shape.label("hi"))
print(Shape.label("big", size: 40))

enum Box<T> {
  case value(T)
  case none
}
let boxes = ["a", "b"].map(Box.value)
for b in boxes {
  if case .value(let s) = b { print("boxed", s) }
}
let f = Optional<Int>.some
print(f(5) as Any)
let labeled: (String, Int) -> Shape = Shape.label
if case let .label(text, size) = labeled("x", 3) { print(text, size) }
// expect: circle(radius: 1.0)
// expect: circle(radius: 2.5)
// expect: circle(radius: 3.0)
// expect: square(side: 4.0)
// expect: square(side: 1.0)
// expect: label("hi", size: 12)
// expect: label("big", size: 40)
// expect: boxed a
// expect: boxed b
// expect: Optional(5)
// expect: x 3
