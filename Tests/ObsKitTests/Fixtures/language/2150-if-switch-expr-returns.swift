// Swift Evolution style (SE-0380): if and switch expressions as implicit function returns
enum Shape {
    case circle(radius: Int)
    case rect(width: Int, height: Int)
    case triangle(base: Int, height: Int)
}

func describe(_ s: Shape) -> String {
    switch s {
    case .circle(let r): "circle r=\(r)"
    case .rect(let w, let h) where w == h: "square side=\(w)"
    case .rect(let w, let h): "rect \(w)x\(h)"
    case .triangle(let b, let h): "triangle b=\(b) h=\(h)"
    }
}

func doubledArea(_ s: Shape) -> Int {
    switch s {
    case .circle(let r): 6 * r * r
    case .rect(let w, let h): 2 * w * h
    case .triangle(let b, let h): b * h
    }
}

func sign(_ n: Int) -> String {
    if n > 0 { "positive" } else if n < 0 { "negative" } else { "zero" }
}

func grade(_ score: Int) -> Character {
    if score >= 90 { "A" }
    else if score >= 80 { "B" }
    else if score >= 70 { "C" }
    else { "F" }
}

var total: Int {
    if doubledArea(.rect(width: 2, height: 3)) > 10 { 100 } else { 0 }
}

let shapes: [Shape] = [.circle(radius: 2), .rect(width: 3, height: 3), .rect(width: 2, height: 5), .triangle(base: 4, height: 6)]
for s in shapes {
    print(describe(s), "->", doubledArea(s))
}
for n in [-4, 0, 9] {
    print(n, sign(n))
}
print([95, 85, 72, 10].map(grade))
print("total:", total)

// expect: circle r=2 -> 24
// expect: square side=3 -> 18
// expect: rect 2x5 -> 20
// expect: triangle b=4 h=6 -> 24
// expect: -4 negative
// expect: 0 zero
// expect: 9 positive
// expect: ["A", "B", "C", "F"]
// expect: total: 100
