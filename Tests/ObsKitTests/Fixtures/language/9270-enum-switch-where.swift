// enum-switch-where
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Shape {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case triangle(a: Double, b: Double, c: Double)
    case point
}

func classify(_ s: Shape) -> String {
    switch s {
    case .circle(radius: 0..<1): return "tiny circle"
    case .circle(let r) where r > 10: return "huge circle r=\(r)"
    case .circle(radius: let r): return "circle r=\(r)"
    case .rect(let w, let h) where w == h: return "square \(w)"
    case let .rect(width: w, height: h) where w > h: return "wide \(w)x\(h)"
    case .rect(_, let h): return "tall h=\(h)"
    case let .triangle(a, b, c) where a == b && b == c: return "equilateral \(a)"
    case let .triangle(a, b, c) where a == b || b == c || a == c: return "isosceles"
    case .triangle: return "scalene"
    case .point: return "point"
    }
}
let shapes: [Shape] = [.circle(radius: 0.5), .circle(radius: 12), .circle(radius: 3), .rect(width: 2, height: 2),
                       .rect(width: 5, height: 1), .rect(width: 1, height: 4), .triangle(a: 3, b: 3, c: 3),
                       .triangle(a: 3, b: 4, c: 3), .triangle(a: 3, b: 4, c: 5), .point]
for s in shapes { print(classify(s)) }

for case let .circle(r) in shapes { print("circle radius", r) }
for case .rect(let w, let h) in shapes where w * h > 4 { print("big rect area", w * h) }

let maybe: Shape? = shapes.last
switch maybe {
case .some(.point): print("optional point")
case .some(let other): print("something else", classify(other))
case .none: print("nothing")
}
if case .rect(let w, _) = shapes[4], w > 2 { print("if-case wide", w) }
func needsCircle(_ s: Shape) -> Double {
    guard case .circle(let r) = s else { return -1 }
    return r * 2
}
print(needsCircle(shapes[2]), needsCircle(.point))

indirect enum Command {
    case move(dx: Int, dy: Int)
    case say(String)
    case repeatCmd(times: Int, Command)
    case sequence([Command])
}
func run(_ c: Command, depth: Int = 0) -> [String] {
    switch c {
    case .move(dx: 0, dy: 0): return ["stay"]
    case .move(let dx, 0): return ["horizontal \(dx)"]
    case .move(0, let dy): return ["vertical \(dy)"]
    case let .move(dx, dy): return ["diagonal \(dx),\(dy)"]
    case .say(let s) where s.isEmpty: return ["(silence)"]
    case .say(let s): return ["say \(s)"]
    case .repeatCmd(let n, _) where n <= 0: return []
    case let .repeatCmd(n, inner): return Array(repeating: run(inner, depth: depth + 1), count: n).flatMap { $0 }
    case .sequence(let cs): return cs.flatMap { run($0, depth: depth + 1) }
    }
}
let program = Command.sequence([.move(dx: 0, dy: 0), .move(dx: 3, dy: 0), .move(dx: 0, dy: -2), .move(dx: 1, dy: 1),
                                .say(""), .repeatCmd(times: 2, .say("hi")), .repeatCmd(times: 0, .say("never"))])
print(run(program))

let pairs = [(1, "a"), (2, "b"), (3, "c"), (4, "d")]
for pair in pairs {
    switch pair {
    case (let n, "b"): print("b at", n)
    case (let n, _) where n.isMultiple(of: 2): print("even", n)
    case (1...2, let s): print("low", s)
    default: print("other", pair.1)
    }
}

// expect: tiny circle
// expect: huge circle r=12.0
// expect: circle r=3.0
// expect: square 2.0
// expect: wide 5.0x1.0
// expect: tall h=4.0
// expect: equilateral 3.0
// expect: isosceles
// expect: scalene
// expect: point
// expect: circle radius 0.5
// expect: circle radius 12.0
// expect: circle radius 3.0
// expect: big rect area 5.0
// expect: optional point
// expect: if-case wide 5.0
// expect: 6.0 -1.0
// expect: ["stay", "horizontal 3", "vertical -2", "diagonal 1,1", "(silence)", "say hi", "say hi"]
// expect: low a
// expect: b at 2
// expect: other c
// expect: even 4
