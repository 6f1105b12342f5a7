// Compiler test style: printing enums with labelled and unlabelled associated values
enum Shape {
  case circle(Double)
  case rect(width: Int, height: Int)
  case named(String, sides: Int)
  case empty
  case pair(Int, String)
}

let shapes: [Shape] = [
  .circle(1.5),
  .rect(width: 2, height: 3),
  .named("tri", sides: 3),
  .empty,
  .pair(7, "seven"),
]

for s in shapes {
  print(s)
}
for s in shapes {
  debugPrint(s)
}
print(String(describing: Shape.empty))
print(String(reflecting: Shape.empty))
print(String(reflecting: Shape.named("sq", sides: 4)))
print(shapes)
debugPrint(shapes)
// expect: circle(1.5)
// expect: rect(width: 2, height: 3)
// expect: named("tri", sides: 3)
// expect: empty
// expect: pair(7, "seven")
// expect: main.Shape.circle(1.5)
// expect: main.Shape.rect(width: 2, height: 3)
// expect: main.Shape.named("tri", sides: 3)
// expect: main.Shape.empty
// expect: main.Shape.pair(7, "seven")
// expect: empty
// expect: main.Shape.empty
// expect: main.Shape.named("sq", sides: 4)
// expect: [main.Shape.circle(1.5), main.Shape.rect(width: 2, height: 3), main.Shape.named("tri", sides: 3), main.Shape.empty, main.Shape.pair(7, "seven")]
// expect: [main.Shape.circle(1.5), main.Shape.rect(width: 2, height: 3), main.Shape.named("tri", sides: 3), main.Shape.empty, main.Shape.pair(7, "seven")]
