// switch-patterns-where
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Shape {
    case circle(radius: Double)
    case rect(w: Double, h: Double)
    case triangle(Double, Double, Double)
}

func describe(_ s: Shape) -> String {
    switch s {
    case .circle(let r) where r <= 0:
        return "degenerate circle"
    case .circle(radius: let r):
        return "circle r=\(r)"
    case let .rect(w, h) where w == h:
        return "square \(w)"
    case let .rect(w, h):
        return "rect \(w)x\(h)"
    case let .triangle(a, b, c) where a == b && b == c:
        return "equilateral \(a)"
    case .triangle(let a, let b, _) where a == b:
        return "isosceles"
    case .triangle:
        return "scalene"
    }
}

let shapes: [Shape] = [.circle(radius: 0), .circle(radius: 2.5), .rect(w: 3, h: 3),
                       .rect(w: 2, h: 5), .triangle(1, 1, 1), .triangle(2, 2, 3), .triangle(3, 4, 5)]
for s in shapes { print(describe(s)) }

func classify(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (let x, 0), (0, let x): return "axis \(x)"
    case let (x, y) where x == y: return "diagonal"
    case (-5...5, -5...5): return "near"
    default: return "far"
    }
}
for p in [(0, 0), (4, 0), (0, -2), (3, 3), (2, -4), (10, 1)] {
    print(p, classify(p))
}

let value: Any = 42
switch value {
case let s as String: print("string", s)
case let i as Int where i > 40: print("big int", i)
case is Int: print("small int")
default: print("other")
}

let ch: Character = "q"
switch ch {
case "a", "e", "i", "o", "u": print("vowel")
case "a"..."z": print("consonant")
default: print("not a letter")
}
// expect: degenerate circle
// expect: circle r=2.5
// expect: square 3.0
// expect: rect 2.0x5.0
// expect: equilateral 1.0
// expect: isosceles
// expect: scalene
// expect: (0, 0) origin
// expect: (4, 0) axis 4
// expect: (0, -2) axis -2
// expect: (3, 3) diagonal
// expect: (2, -4) near
// expect: (10, 1) far
// expect: big int 42
// expect: consonant
