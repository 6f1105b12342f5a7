// Compiler test style: operators used as function values and in protocol requirements
protocol Monoid {
    static var identity: Self { get }
    static func <> (a: Self, b: Self) -> Self
}
infix operator <>: AdditionPrecedence
extension Int: Monoid {
    static var identity: Int { 0 }
    static func <> (a: Int, b: Int) -> Int { a + b }
}
extension String: Monoid {
    static var identity: String { "" }
    static func <> (a: String, b: String) -> String { a + b }
}
func concatAll<M: Monoid>(_ xs: [M]) -> M { xs.reduce(M.identity, <>) }
print(concatAll([1, 2, 3, 4]), concatAll(["a", "b", "c"]))
print([1, 2, 3].reduce(1, *), [5, 3, 8].sorted(by: >))
let ops: [(Int, Int) -> Int] = [(+), (-), (*), (/), (%)]
print(ops.map { $0(17, 5) })
print(zip([1, 2, 3], [4, 5, 6]).map(*))
let neg: (Int) -> Int = (-)
print([1, -2].map(neg))
let cmp: (Double, Double) -> Bool = (<)
print(cmp(1, 2), [3.0, 1.0, 2.0].sorted(by: cmp))
print(1 <> 2 <> 3, "x" <> "y" <> "z")
let andF: (Bool, Bool) -> Bool = { $0 && $1 }
print([true, true, false].reduce(true, andF), [UInt8(3), 5].reduce(0, |))

// expect: 10 abc
// expect: 6 [8, 5, 3]
// expect: [22, 12, 85, 3, 2]
// expect: [4, 10, 18]
// expect: [-1, 2]
// expect: true [1.0, 2.0, 3.0]
// expect: 6 xyz
// expect: false 7
