// Exercism style (Triangle): validity and kind of triangle from Double sides using allSatisfy, Set-free distinct counts and switch
struct Triangle {
    let sides: [Double]
    init(_ a: Double, _ b: Double, _ c: Double) { sides = [a, b, c].sorted() }

    var isValid: Bool {
        sides.allSatisfy { $0 > 0 } && sides[0] + sides[1] >= sides[2]
    }
    var distinct: Int {
        var seen: [Double] = []
        for s in sides where !seen.contains(s) { seen.append(s) }
        return seen.count
    }
    var kind: String {
        guard isValid else { return "invalid" }
        switch distinct {
        case 1: return "equilateral"
        case 2: return "isosceles"
        default: return "scalene"
        }
    }
}

let tests: [(Double, Double, Double)] = [(2, 2, 2), (0.5, 0.5, 0.5), (3, 4, 4), (4, 3, 4), (5, 4, 6), (0, 0, 0), (1, 1, 3), (7, 3, 2), (0.5, 0.4, 0.6), (1, 1, 2)]
for (a, b, c) in tests {
    let t = Triangle(a, b, c)
    print(a, b, c, t.kind, t.sides)
}

// expect: 2.0 2.0 2.0 equilateral [2.0, 2.0, 2.0]
// expect: 0.5 0.5 0.5 equilateral [0.5, 0.5, 0.5]
// expect: 3.0 4.0 4.0 isosceles [3.0, 4.0, 4.0]
// expect: 4.0 3.0 4.0 isosceles [3.0, 4.0, 4.0]
// expect: 5.0 4.0 6.0 scalene [4.0, 5.0, 6.0]
// expect: 0.0 0.0 0.0 invalid [0.0, 0.0, 0.0]
// expect: 1.0 1.0 3.0 invalid [1.0, 1.0, 3.0]
// expect: 7.0 3.0 2.0 invalid [2.0, 3.0, 7.0]
// expect: 0.5 0.4 0.6 scalene [0.4, 0.5, 0.6]
// expect: 1.0 1.0 2.0 isosceles [1.0, 1.0, 2.0]
