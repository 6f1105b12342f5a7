// Enums with associated values and switch extraction
enum Shape {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case point
}

func area(_ s: Shape) -> Double {
    switch s {
    case .circle(let r):
        return 3.0 * r * r
    case let .rectangle(w, h):
        return w * h
    case .point:
        return 0
    }
}

let shapes: [Shape] = [.circle(radius: 2), .rectangle(width: 2, height: 3.5), .point]
for s in shapes {
    print(s, area(s))
}

// expect: circle(radius: 2.0) 12.0
// expect: rectangle(width: 2.0, height: 3.5) 7.0
// expect: point 0.0
