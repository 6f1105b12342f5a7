// Swift Evolution style (switch expressions with payloads): SE-0380 switch expressions binding associated values and using where clauses
enum Shape {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case triangle(base: Double, height: Double)
    case point
}

struct Report {
    let shape: Shape
    let kind: String
    let area: Double

    init(_ shape: Shape) {
        self.shape = shape
        self.kind = switch shape {
        case .circle: "circle"
        case .rectangle(let w, let h) where w == h: "square"
        case .rectangle: "rectangle"
        case .triangle: "triangle"
        case .point: "point"
        }
        self.area = switch shape {
        case .circle(let r): 3.0 * r * r
        case let .rectangle(w, h): w * h
        case let .triangle(b, h): b * h / 2
        case .point: 0
        }
    }
}

let shapes: [Shape] = [
    .circle(radius: 2),
    .rectangle(width: 3, height: 3),
    .rectangle(width: 2, height: 5),
    .triangle(base: 4, height: 3),
    .point,
]

for r in shapes.map(Report.init) {
    let size = switch r.area {
    case 0: "empty"
    case ..<8: "small"
    case 8..<11: "medium"
    default: "large"
    }
    print("\(r.kind): area \(r.area), \(size)")
}

func classify(_ value: Int?) -> String {
    switch value {
    case nil: "missing"
    case let v? where v < 0: "negative \(-v)"
    case 0?: "zero"
    case let v?: "positive \(v)"
    }
}
print([nil, -4, 0, 9].map(classify).joined(separator: ", "))
// expect: circle: area 12.0, large
// expect: square: area 9.0, medium
// expect: rectangle: area 10.0, medium
// expect: triangle: area 6.0, small
// expect: point: area 0.0, empty
// expect: missing, negative 4, zero, positive 9
