// Compiler test style: a case whose one payload is a tuple, matched element by element, and the library's compound assignments passed as reduce(into:)'s function
enum Shape {
    case segment((x: Int, y: Int))
    case labelled((String, Int))
    case dot
}

func describe(_ shape: Shape) -> String {
    switch shape {
    case .segment(let x, let y): return "segment \(x)->\(y)"
    case .labelled(let name, let size) where size > 2: return "big \(name)"
    case .labelled(let whole): return "small \(whole.0) (\(whole.1))"
    case .dot: return "dot"
    }
}

for shape in [Shape.segment((x: 1, y: 4)), .labelled(("box", 5)), .labelled(("pin", 1)), .dot] {
    print(describe(shape))
}
if case .segment(let a, _) = Shape.segment((x: 7, y: 9)) { print("starts at", a) }

print([3, 4, 5].reduce(into: 0, +=), [2, 3, 4].reduce(into: 1, *=))
print(["ab", "cd"].reduce(into: "", +=), [[1], [2, 3]].reduce(into: [Int](), +=))
print([0b1100, 0b1010].reduce(into: 0, |=), [7, 3].reduce(into: 100, -=))

// expect: segment 1->4
// expect: big box
// expect: small pin (1)
// expect: dot
// expect: starts at 7
// expect: 12 24
// expect: abcd [1, 2, 3]
// expect: 14 90
