// Compiler test style: for case patterns over optionals and enums
enum Shape {
    case circle(radius: Int)
    case rect(width: Int, height: Int)
    case empty
}

let values: [Int?] = [3, nil, 7, nil, -2, 10]
var sum = 0
for case let v? in values {
    sum += v
}
print("sum of non-nil: \(sum)")

for case let v? in values where v > 5 {
    print("big value \(v)")
}

var nilCount = 0
for case nil in values { nilCount += 1 }
print("nil count: \(nilCount)")

let shapes: [Shape] = [.circle(radius: 2), .rect(width: 3, height: 4), .empty,
                       .circle(radius: 5), .rect(width: 1, height: 1)]
for case .circle(let r) in shapes {
    print("circle with area approx \(3 * r * r)")
}
for case let .rect(w, h) in shapes where w != h {
    print("non-square rect \(w)x\(h)")
}

let pairs = [(1, "one"), (2, "two"), (1, "uno"), (3, "three")]
for case (1, let name) in pairs {
    print("name for one: \(name)")
}
if case .rect(let w, _) = shapes[1], w > 2 {
    print("second shape is wide: \(w)")
}
// expect: sum of non-nil: 18
// expect: big value 7
// expect: big value 10
// expect: nil count: 2
// expect: circle with area approx 12
// expect: circle with area approx 75
// expect: non-square rect 3x4
// expect: name for one: one
// expect: name for one: uno
// expect: second shape is wide: 3
