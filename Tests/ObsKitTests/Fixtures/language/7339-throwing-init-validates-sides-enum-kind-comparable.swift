// Exercism style (Triangle): a throwing init that validates sides and an enum kind with Comparable sides
enum TriangleError: Error {
    case nonPositiveSide
    case inequalityViolated
}

enum TriangleKind: String {
    case equilateral = "Equilateral", isosceles = "Isosceles", scalene = "Scalene"
}

struct Triangle<Side: FloatingPoint> {
    let sides: [Side]

    init(_ a: Side, _ b: Side, _ c: Side) throws {
        let sorted = [a, b, c].sorted()
        guard sorted[0] > 0 else { throw TriangleError.nonPositiveSide }
        guard sorted[0] + sorted[1] >= sorted[2] else { throw TriangleError.inequalityViolated }
        sides = sorted
    }

    var kind: TriangleKind {
        switch Set(sides).count {
        case 1: return .equilateral
        case 2: return .isosceles
        default: return .scalene
        }
    }

    var isEquilateral: Bool { kind == .equilateral }
    var isIsosceles: Bool { kind != .scalene }
    var isScalene: Bool { kind == .scalene }
}

let sideSets: [(Double, Double, Double)] = [
    (2, 2, 2), (0.5, 0.5, 0.5), (0, 0, 0), (3, 4, 4), (4, 3, 4), (2, 2, 4),
    (1, 1, 3), (5, 4, 6), (0.5, 0.4, 0.6), (7, 3, 2), (-1, 2, 2),
]
for (a, b, c) in sideSets {
    do {
        let t = try Triangle(a, b, c)
        print("\(a) \(b) \(c): \(t.kind.rawValue) iso=\(t.isIsosceles) eq=\(t.isEquilateral) sc=\(t.isScalene)")
    } catch let error as TriangleError {
        print("\(a) \(b) \(c): invalid (\(error))")
    } catch {
        print("other")
    }
}
let floatTriangle = try? Triangle<Float>(3, 4, 5)
print(floatTriangle.map { $0.kind.rawValue } ?? "none")

// expect: 2.0 2.0 2.0: Equilateral iso=true eq=true sc=false
// expect: 0.5 0.5 0.5: Equilateral iso=true eq=true sc=false
// expect: 0.0 0.0 0.0: invalid (nonPositiveSide)
// expect: 3.0 4.0 4.0: Isosceles iso=true eq=false sc=false
// expect: 4.0 3.0 4.0: Isosceles iso=true eq=false sc=false
// expect: 2.0 2.0 4.0: Isosceles iso=true eq=false sc=false
// expect: 1.0 1.0 3.0: invalid (inequalityViolated)
// expect: 5.0 4.0 6.0: Scalene iso=false eq=false sc=true
// expect: 0.5 0.4 0.6: Scalene iso=false eq=false sc=true
// expect: 7.0 3.0 2.0: invalid (inequalityViolated)
// expect: -1.0 2.0 2.0: invalid (nonPositiveSide)
// expect: Scalene
