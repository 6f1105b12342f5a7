// Compiler test style (test/Interpreter/enum_patterns.swift): labeled payload patterns, nested enum patterns and optional tuple patterns
indirect enum Shape {
  case point(x: Int, y: Int)
  case circle(center: (x: Int, y: Int), radius: Int)
  case polygon([Int])
  case labeled(String, Shape)
}

indirect enum Command {
  case move(dx: Int, dy: Int)
  case repeatCmd(times: Int, Command)
  case sequence([Command])
  case stop
}

func classify(_ s: Shape) -> String {
  switch s {
  case .point(x: 0, y: 0):
    return "origin"
  case .point(x: let x, y: 0), .point(x: 0, y: let x):
    return "on axis at \(x)"
  case .point(let x, let y) where x == y:
    return "diagonal \(x)"
  case .point:
    return "some point"
  case .circle(center: (0, 0), let r):
    return "centered circle r=\(r)"
  case .circle(center: let c, radius: 1...5):
    return "small circle at \(c.x),\(c.y)"
  case .circle(_, let r):
    return "big circle \(r)"
  case .polygon(let sides) where sides.count < 3:
    return "degenerate"
  case .polygon(let sides):
    return "polygon perimeter \(sides.reduce(0, +))"
  case .labeled(let name, .labeled(_, let inner)):
    return "\(name) wraps a label around \(classify(inner))"
  case .labeled(let name, let inner):
    return "\(name): \(classify(inner))"
  }
}

let shapes: [Shape] = [
  .point(x: 0, y: 0), .point(x: 4, y: 0), .point(x: 0, y: -2), .point(x: 3, y: 3), .point(x: 1, y: 2),
  .circle(center: (0, 0), radius: 9), .circle(center: (1, 2), radius: 3), .circle(center: (5, 5), radius: 50),
  .polygon([1, 1]), .polygon([3, 4, 5]),
  .labeled("tag", .point(x: 2, y: 2)), .labeled("outer", .labeled("inner", .polygon([]))),
]
for s in shapes { print(classify(s)) }

func run(_ c: Command, depth: Int = 0) -> (Int, Int) {
  switch c {
  case .stop: return (0, 0)
  case let .move(dx, dy): return (dx, dy)
  case .repeatCmd(times: 0, _): return (0, 0)
  case .repeatCmd(let n, .move(let dx, let dy)): return (n * dx, n * dy)
  case let .repeatCmd(n, inner):
    let (x, y) = run(inner, depth: depth + 1)
    return (n * x, n * y)
  case .sequence(let cmds):
    return cmds.map { run($0, depth: depth + 1) }.reduce((0, 0)) { ($0.0 + $1.0, $0.1 + $1.1) }
  }
}
let program = Command.sequence([
  .move(dx: 1, dy: 0),
  .repeatCmd(times: 3, .move(dx: 0, dy: 2)),
  .repeatCmd(times: 2, .sequence([.move(dx: 1, dy: 1), .stop])),
  .repeatCmd(times: 0, .move(dx: 100, dy: 100)),
])
print(run(program))

let pairs: [(Int?, String?)] = [(1, "a"), (nil, "b"), (3, nil), (nil, nil)]
for p in pairs {
  switch p {
  case let (n?, s?): print("both \(n) \(s)")
  case (let n?, nil): print("number only \(n)")
  case (nil, let s?): print("string only \(s)")
  case (nil, nil): print("neither")
  }
}

let commands: [Command?] = [.stop, nil, .move(dx: 2, dy: 3), .repeatCmd(times: 2, .stop)]
for case .move(let dx, _)? in commands { print("move dx \(dx)") }
for case let .some(.repeatCmd(times, _)) in commands { print("repeat \(times)") }
print(commands.filter { if case .stop? = $0 { return true }; return false }.count)
if case .labeled(_, .point(let x, _)) = shapes[10], x > 1 { print("labeled point x \(x)") }
guard case .polygon(let sides) = shapes[9], let first = sides.first else { fatalError() }
print("first side \(first)")
let nested: Any = Shape.point(x: 5, y: 6)
if case let Shape.point(x, y)? = nested as? Shape { print("cast then match \(x + y)") }
switch (shapes[0], shapes[4]) {
case (.point(0, 0), .point(let a, let b)): print("pair match \(a) \(b)")
default: print("no pair match")
}

// expect: origin
// expect: on axis at 4
// expect: on axis at -2
// expect: diagonal 3
// expect: some point
// expect: centered circle r=9
// expect: small circle at 1,2
// expect: big circle 50
// expect: degenerate
// expect: polygon perimeter 12
// expect: tag: diagonal 2
// expect: outer wraps a label around degenerate
// expect: (3, 8)
// expect: both 1 a
// expect: string only b
// expect: number only 3
// expect: neither
// expect: move dx 2
// expect: repeat 2
// expect: 1
// expect: labeled point x 2
// expect: first side 3
// expect: cast then match 11
// expect: pair match 1 2
