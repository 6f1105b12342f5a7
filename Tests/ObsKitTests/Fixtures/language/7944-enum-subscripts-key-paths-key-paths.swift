// Sundell style (enum subscripts and key paths): key paths through enum computed properties
enum Shape {
    case circle(radius: Double)
    case square(side: Double)

    var area: Double {
        switch self {
        case .circle(let r): return 3.0 * r * r
        case .square(let s): return s * s
        }
    }
    var name: String {
        switch self {
        case .circle: return "circle"
        case .square: return "square"
        }
    }
}

let shapes: [Shape] = [.circle(radius: 1), .square(side: 3), .circle(radius: 2)]
print(shapes.map(\.name))
print(shapes.map(\.area))
let total = shapes.map(\.area).reduce(0, +)
print(total)

enum Weekday: Int, CaseIterable {
    case mon = 1, tue, wed, thu, fri
    static subscript(number: Int) -> Weekday? { Weekday(rawValue: number) }
    var isLate: Bool { rawValue >= 4 }
}
print(Weekday[3] as Any, Weekday[9] as Any)
print(Weekday.allCases.filter(\.isLate).map(\.rawValue))
print(Weekday.allCases.map(\.self).count)
let rawPath = \Weekday.rawValue
print(Weekday.fri[keyPath: rawPath])
// expect: ["circle", "square", "circle"]
// expect: [3.0, 9.0, 12.0]
// expect: 24.0
// expect: Optional(main.Weekday.wed) nil
// expect: [4, 5]
// expect: 5
// expect: 5
