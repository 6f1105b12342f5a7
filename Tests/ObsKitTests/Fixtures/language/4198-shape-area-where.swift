// Compiler test style: enum with labeled associated values matched by switch with where clauses
enum Shape {
    case circle(radius: Int)
    case rectangle(width: Int, height: Int)
    case triangle(a: Int, b: Int, c: Int)
    case polygon(sides: Int, length: Int)
}

func name(_ s: Shape) -> String {
    switch s {
    case .circle(radius: 0):
        return "point"
    case .circle:
        return "circle"
    case let .rectangle(w, h) where w == h:
        return "square"
    case .rectangle(width: let w, height: let h) where w > h * 3 || h > w * 3:
        return "strip"
    case .rectangle:
        return "rectangle"
    case let .triangle(a, b, c) where a == b && b == c:
        return "equilateral"
    case let .triangle(a, b, c) where a == b || b == c || a == c:
        return "isosceles"
    case let .triangle(a, b, c) where a * a + b * b == c * c:
        return "right triangle"
    case .triangle:
        return "scalene"
    case .polygon(sides: 5, _):
        return "pentagon"
    case .polygon(sides: 6, _):
        return "hexagon"
    case .polygon(let n, _):
        return "\(n)-gon"
    }
}

func perimeter(_ s: Shape) -> Int {
    switch s {
    case .circle(let r): return 2 * 314 * r / 100
    case .rectangle(let w, let h): return 2 * (w + h)
    case .triangle(let a, let b, let c): return a + b + c
    case .polygon(let n, let len): return n * len
    }
}

func isValid(_ s: Shape) -> Bool {
    switch s {
    case .circle(let r): return r >= 0
    case .rectangle(let w, let h): return w > 0 && h > 0
    case let .triangle(a, b, c):
        let sides = [a, b, c].sorted()
        return sides[0] + sides[1] > sides[2]
    case .polygon(let n, let len): return n >= 3 && len > 0
    }
}

let shapes: [Shape] = [
    .circle(radius: 0), .circle(radius: 10),
    .rectangle(width: 4, height: 4), .rectangle(width: 20, height: 2), .rectangle(width: 5, height: 3),
    .triangle(a: 3, b: 3, c: 3), .triangle(a: 5, b: 5, c: 8), .triangle(a: 3, b: 4, c: 5),
    .triangle(a: 4, b: 6, c: 7), .triangle(a: 1, b: 2, c: 10),
    .polygon(sides: 5, length: 2), .polygon(sides: 6, length: 3), .polygon(sides: 12, length: 1),
]

for s in shapes {
    let valid = isValid(s) ? "" : " (invalid)"
    print("\(name(s)): perimeter \(perimeter(s))\(valid)")
}

var counts = (round: 0, fourSided: 0, threeSided: 0, other: 0)
for s in shapes {
    switch s {
    case .circle: counts.round += 1
    case .rectangle, .polygon(sides: 4, _): counts.fourSided += 1
    case .triangle, .polygon(sides: 3, _): counts.threeSided += 1
    case .polygon: counts.other += 1
    }
}
print("round \(counts.round), four \(counts.fourSided), three \(counts.threeSided), other \(counts.other)")
let biggest = shapes.max { perimeter($0) < perimeter($1) }!
print("largest perimeter: \(name(biggest))")

// Expected output:
// expect: point: perimeter 0
// expect: circle: perimeter 62
// expect: square: perimeter 16
// expect: strip: perimeter 44
// expect: rectangle: perimeter 16
// expect: equilateral: perimeter 9
// expect: isosceles: perimeter 18
// expect: right triangle: perimeter 12
// expect: scalene: perimeter 17
// expect: scalene: perimeter 13 (invalid)
// expect: pentagon: perimeter 10
// expect: hexagon: perimeter 18
// expect: 12-gon: perimeter 12
// expect: round 2, four 3, three 5, other 3
// expect: largest perimeter: circle
