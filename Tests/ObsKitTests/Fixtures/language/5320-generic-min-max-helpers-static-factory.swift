// Stack Overflow style (protocol with Self requirements): generic min/max helpers, static factory requirements and default values
// known-gap: error: 5320-generic-min-max-helpers-static-factory.swift:40:32: error: binary operator '<>' cannot be applied to operands of type 'Int' and 'Optional<Int>'
protocol Monoid {
    static var empty: Self { get }
    static func <> (lhs: Self, rhs: Self) -> Self
}
infix operator <>: AdditionPrecedence

extension Int: Monoid {
    static var empty: Int { 0 }
    static func <> (lhs: Int, rhs: Int) -> Int { lhs + rhs }
}
extension String: Monoid {
    static var empty: String { "" }
    static func <> (lhs: String, rhs: String) -> String { lhs + rhs }
}
extension Array: Monoid {
    static var empty: Array { [] }
    static func <> (lhs: Array, rhs: Array) -> Array { lhs + rhs }
}
extension Optional: Monoid where Wrapped: Monoid {
    static var empty: Optional { nil }
    static func <> (lhs: Optional, rhs: Optional) -> Optional {
        switch (lhs, rhs) {
        case (nil, let x), (let x, nil): return x
        case let (a?, b?): return a <> b
        }
    }
}

struct Max<T: Comparable & Bounded>: Monoid {
    let value: T
    static var empty: Max { Max(value: T.minimum) }
    static func <> (l: Max, r: Max) -> Max { l.value >= r.value ? l : r }
}
protocol Bounded { static var minimum: Self { get } }
extension Int: Bounded { static var minimum: Int { Int.min } }

extension Sequence where Element: Monoid {
    func concat() -> Element { reduce(.empty, <>) }
}

func mconcat<M: Monoid>(_ xs: M...) -> M { xs.concat() }

print([1, 2, 3, 4].concat(), ["ab", "cd", "e"].concat(), [[1], [2, 3], []].concat())
print(mconcat("x", "y", "z"), mconcat(10, 20), mconcat() as Int, mconcat() as String)
print([Optional(2), nil, 5].concat() as Any, [Int?]().concat() as Any)
print([3, 9, 4].map { Max(value: $0) }.concat().value, [Max<Int>]().concat().value == Int.min)
print(type(of: Max<Int>.empty), Int.empty <> 5 <> Int.empty)

protocol Shape { static func unit() -> Self; func scaled(_ k: Double) -> Self; var area: Double { get } }
struct Sq: Shape { var side: Double
    static func unit() -> Sq { Sq(side: 1) }
    func scaled(_ k: Double) -> Sq { Sq(side: side * k) }
    var area: Double { side * side }
}
struct Rect: Shape { var w: Double, h: Double
    static func unit() -> Rect { Rect(w: 1, h: 2) }
    func scaled(_ k: Double) -> Rect { Rect(w: w * k, h: h * k) }
    var area: Double { w * h }
}
func grown<S: Shape>(_ type: S.Type, times: Int) -> [Double] {
    (0..<times).map { S.unit().scaled(Double($0 + 1)).area }
}
print(grown(Sq.self, times: 4), grown(Rect.self, times: 3))

// expect: 10 abcde [1, 2, 3]
// expect: xyz 30 0 
// expect: Optional(7) nil
// expect: 9 true
// expect: Max<Int> 5
// expect: [1.0, 4.0, 9.0, 16.0] [2.0, 8.0, 18.0]
