// Compiler test style: enums conforming to protocols with default implementations
protocol Describable {
    var title: String { get }
    func detail() -> String
}

extension Describable {
    func detail() -> String { "<\(title)>" }
    var banner: String { "== \(title) ==" }
}

protocol Scorable {
    var score: Int { get }
}

enum Medal: Int, Describable, Scorable, CaseIterable {
    case bronze = 1, silver, gold

    var title: String {
        switch self {
        case .bronze: return "Bronze"
        case .silver: return "Silver"
        case .gold: return "Gold"
        }
    }
    var score: Int { rawValue * rawValue }
}

enum Shape: Describable, Scorable {
    case circle(radius: Int)
    case rect(w: Int, h: Int)

    var title: String {
        switch self {
        case .circle: return "Circle"
        case .rect: return "Rect"
        }
    }
    func detail() -> String {
        switch self {
        case .circle(let r): return "circle r=\(r)"
        case let .rect(w, h): return "rect \(w)x\(h)"
        }
    }
    var score: Int {
        switch self {
        case .circle(let r): return 3 * r * r
        case let .rect(w, h): return w * h
        }
    }
}

let items: [any Describable] = [Medal.gold, Shape.circle(radius: 2), Medal.bronze, Shape.rect(w: 3, h: 4)]
for item in items {
    print(item.banner, item.detail())
}

func total<S: Sequence>(_ xs: S) -> Int where S.Element: Scorable {
    xs.reduce(0) { $0 + $1.score }
}
print("medal total \(total(Medal.allCases))")
print("shape total \(total([Shape.circle(radius: 1), .rect(w: 2, h: 5)]))")

let scorables: [any Scorable] = [Medal.silver, Shape.rect(w: 1, h: 1)]
print(scorables.map(\.score))

// Protocol with associated type implemented by an enum
protocol StateMachine {
    associatedtype Input
    mutating func feed(_ input: Input)
    var accepting: Bool { get }
}

enum EvenOnes: StateMachine {
    case even, odd
    mutating func feed(_ input: Character) {
        if input == "1" { self = (self == .even) ? .odd : .even }
    }
    var accepting: Bool { self == .even }
}

func runMachine<M: StateMachine>(_ m: M, _ inputs: [M.Input]) -> Bool {
    var m = m
    for i in inputs { m.feed(i) }
    return m.accepting
}
for s in ["", "1", "11", "1011", "0000", "10101"] {
    print("'\(s)'", runMachine(EvenOnes.even, Array(s)))
}

// Error protocol conformance plus another protocol
enum ImportError: Error, Describable {
    case badHeader, truncated(Int)
    var title: String {
        switch self {
        case .badHeader: return "bad header"
        case .truncated(let n): return "truncated after \(n)"
        }
    }
}
do {
    throw ImportError.truncated(12)
} catch let e as Describable {
    print("describable error:", e.detail())
}
// expect: == Gold == <Gold>
// expect: == Circle == circle r=2
// expect: == Bronze == <Bronze>
// expect: == Rect == rect 3x4
// expect: medal total 14
// expect: shape total 13
// expect: [4, 1]
// expect: '' true
// expect: '1' false
// expect: '11' true
// expect: '1011' false
// expect: '0000' true
// expect: '10101' false
// expect: describable error: <truncated after 12>
