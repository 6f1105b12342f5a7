// Compiler test style: printing indirect enums (expression trees and linked lists)
indirect enum Expr {
  case num(Int)
  case add(Expr, Expr)
  case mul(lhs: Expr, rhs: Expr)
  case neg(Expr)
}

enum List<T> {
  case end
  indirect case cons(T, List<T>)
}

let e = Expr.add(.num(1), .mul(lhs: .num(2), rhs: .neg(.num(3))))
print(e)
debugPrint(e)
print(String(reflecting: Expr.num(5)))

let l: List<String> = .cons("a", .cons("b", .end))
print(l)
debugPrint(l)

let li = List.cons(1, .cons(2, .cons(3, .end)))
print(li)

func eval(_ e: Expr) -> Int {
  switch e {
  case .num(let n): return n
  case .add(let a, let b): return eval(a) + eval(b)
  case .mul(let a, let b): return eval(a) * eval(b)
  case .neg(let a): return -eval(a)
  }
}
print("\(e) = \(eval(e))")
// expect: add(main.Expr.num(1), main.Expr.mul(lhs: main.Expr.num(2), rhs: main.Expr.neg(main.Expr.num(3))))
// expect: main.Expr.add(main.Expr.num(1), main.Expr.mul(lhs: main.Expr.num(2), rhs: main.Expr.neg(main.Expr.num(3))))
// expect: main.Expr.num(5)
// expect: cons("a", main.List<Swift.String>.cons("b", main.List<Swift.String>.end))
// expect: main.List<Swift.String>.cons("a", main.List<Swift.String>.cons("b", main.List<Swift.String>.end))
// expect: cons(1, main.List<Swift.Int>.cons(2, main.List<Swift.Int>.cons(3, main.List<Swift.Int>.end)))
// expect: add(main.Expr.num(1), main.Expr.mul(lhs: main.Expr.num(2), rhs: main.Expr.neg(main.Expr.num(3)))) = -5
