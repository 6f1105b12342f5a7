// Blog style (indirect enums): printing recursive enums
indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
}
let e = Expr.add(.num(1), .mul(.num(2), .neg(.num(3))))
print(e)
debugPrint(Expr.num(4))
func eval(_ e: Expr) -> Int {
    switch e {
    case .num(let n): return n
    case let .add(a, b): return eval(a) + eval(b)
    case let .mul(a, b): return eval(a) * eval(b)
    case .neg(let a): return -eval(a)
    }
}
print(eval(e))
dump(Expr.neg(.num(5)))
enum List<T> { case end; indirect case cons(T, List<T>) }
let l: List<Int> = .cons(1, .cons(2, .end))
print(l)
print(String(describing: List<String>.end))
extension Expr: CustomStringConvertible {
    var description: String {
        switch self {
        case .num(let n): return "\(n)"
        case let .add(a, b): return "(\(a) + \(b))"
        case let .mul(a, b): return "\(a) * \(b)"
        case .neg(let a): return "-\(a)"
        }
    }
}
print(e)
print([Expr.num(1), .neg(.num(2))])
// expect: (1 + 2 * -3)
// expect: 4
// expect: -5
// expect: ▿ -5
// expect:   ▿ neg: 5
// expect:     - num: 5
// expect: cons(1, main.List<Swift.Int>.cons(2, main.List<Swift.Int>.end))
// expect: end
// expect: (1 + 2 * -3)
// expect: [1, -2]
