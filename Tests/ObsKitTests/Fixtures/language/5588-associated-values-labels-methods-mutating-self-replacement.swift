// Compiler test style (enums): associated values with labels, methods, mutating self-replacement, and recursive linked lists
enum Shape {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case polygon(sides: Int, length: Double)
    var area: Double {
        switch self {
        case .circle(let r): return 3 * r * r
        case let .rect(w, h): return w * h
        case .polygon(let n, let len): return Double(n) * len
        }
    }
    mutating func scale(_ k: Double) {
        switch self {
        case .circle(let r): self = .circle(radius: r * k)
        case .rect(let w, let h): self = .rect(width: w * k, height: h * k)
        case .polygon(let n, let len): self = .polygon(sides: n, length: len * k)
        }
    }
}
var shapes: [Shape] = [.circle(radius: 1), .rect(width: 2, height: 3), .polygon(sides: 6, length: 1)]
print(shapes.map { $0.area })
for i in shapes.indices { shapes[i].scale(2) }
print(shapes.map { $0.area })
print(shapes[1])
print(shapes)

enum List<T> {
    case empty
    indirect case cons(T, List<T>)
    init(_ items: [T]) {
        self = items.reversed().reduce(List.empty) { .cons($1, $0) }
    }
    var count: Int {
        if case .cons(_, let rest) = self { return 1 + rest.count }
        return 0
    }
    func map<U>(_ f: (T) -> U) -> List<U> {
        switch self {
        case .empty: return .empty
        case let .cons(h, t): return .cons(f(h), t.map(f))
        }
    }
    var array: [T] {
        var out: [T] = []
        var cur = self
        while case let .cons(h, t) = cur { out.append(h); cur = t }
        return out
    }
}
let list = List([1, 2, 3, 4])
print(list.count, list.map { $0 * 10 }.array, list.map { "n\($0)" }.array)
print(List<Int>.empty.count, List(["a"]))

enum Token: Equatable {
    case word(String)
    case number(Int)
    case symbol(Character)
}
let tokens: [Token] = [.word("let"), .word("x"), .symbol("="), .number(4)]
print(tokens.filter { if case .word = $0 { return true }; return false }.count)
print(tokens.contains(.number(4)), tokens.contains(.symbol("+")), tokens.firstIndex(of: .symbol("="))!)

// expect: [3.0, 6.0, 6.0]
// expect: [12.0, 24.0, 12.0]
// expect: rect(width: 4.0, height: 6.0)
// expect: [main.Shape.circle(radius: 2.0), main.Shape.rect(width: 4.0, height: 6.0), main.Shape.polygon(sides: 6, length: 2.0)]
// expect: 4 [10, 20, 30, 40] ["n1", "n2", "n3", "n4"]
// expect: 0 cons("a", main.List<Swift.String>.empty)
// expect: 2
// expect: true false 2
