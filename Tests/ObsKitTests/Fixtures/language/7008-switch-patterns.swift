// Pattern matching: tuples, where clauses, optionals, if case, for case, ~=
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Shape {
    case circle(radius: Double)
    case rect(w: Double, h: Double)
    case polygon(sides: Int)
}

func classify(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (_, 0): return "on x-axis"
    case (0, let y): return "on y-axis at \(y)"
    case let (x, y) where x == y: return "diagonal \(x)"
    case (-5...5, -5...5): return "near"
    default: return "far"
    }
}
for p in [(0, 0), (3, 0), (0, -2), (4, 4), (2, -3), (9, 1)] {
    print(p, classify(p))
}

let shapes: [Shape] = [.circle(radius: 1), .rect(w: 2, h: 3), .polygon(sides: 6), .rect(w: 4, h: 4), .polygon(sides: 3)]
for shape in shapes {
    switch shape {
    case .circle(let r): print("circle r=\(r)")
    case let .rect(w, h) where w == h: print("square \(w)")
    case .rect(w: let w, h: let h): print("rect \(w)x\(h)")
    case .polygon(sides: 3): print("triangle")
    case .polygon(let s): print("\(s)-gon")
    }
}

for case .polygon(let sides) in shapes { print("polygon with \(sides)") }
for case let .rect(w, h) in shapes where w < h { print("tall rect \(w) \(h)") }

let maybes: [Int?] = [1, nil, 3, nil, 5]
for case let x? in maybes { print("got \(x)", terminator: "; ") }
print()

if case .circle(let r) = shapes[0], r > 0.5 { print("big circle") }
guard case .rect = shapes[1] else { fatalError() }
print("second is a rect")

struct Even {}
func ~= (_: Even, value: Int) -> Bool { value % 2 == 0 }
for v in 1...4 {
    switch v {
    case Even(): print(v, "even")
    default: print(v, "odd")
    }
}

let response: (code: Int, body: String?) = (404, nil)
switch response {
case (200..<300, let body?): print("ok \(body)")
case (400..<500, nil): print("client error \(response.code) no body")
case (let code, _): print("other \(code)")
}
let value: Any = 42
switch value {
case let s as String: print("string \(s)")
case let i as Int where i > 40: print("large int \(i)")
default: print("unknown")
}
// expect: (0, 0) origin
// expect: (3, 0) on x-axis
// expect: (0, -2) on y-axis at -2
// expect: (4, 4) diagonal 4
// expect: (2, -3) near
// expect: (9, 1) far
// expect: circle r=1.0
// expect: rect 2.0x3.0
// expect: 6-gon
// expect: square 4.0
// expect: triangle
// expect: polygon with 6
// expect: polygon with 3
// expect: tall rect 2.0 3.0
// expect: got 1; got 3; got 5; 
// expect: big circle
// expect: second is a rect
// expect: 1 odd
// expect: 2 even
// expect: 3 odd
// expect: 4 even
// expect: client error 404 no body
// expect: large int 42
