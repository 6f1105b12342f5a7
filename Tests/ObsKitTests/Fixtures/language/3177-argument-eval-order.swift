// Compiler test style: arguments and closure calls are evaluated left to right
var trace: [String] = []
func t<T>(_ name: String, _ v: T) -> T {
  trace.append(name)
  return v
}

func three(_ a: Int, _ b: Int, _ c: Int) -> Int { a * 100 + b * 10 + c }
print(three(t("a", 1), t("b", 2), t("c", 3)))
print(trace.joined(separator: ","))

trace = []
let f: (Int, Int) -> Int = { $0 - $1 }
print(t("callee", f)(t("x", 10), t("y", 3)))
print(trace.joined(separator: ","))

trace = []
let sum = t("lhs", 1) + t("mid", 2) * t("rhs", 3)
print(sum, trace.joined(separator: ","))

trace = []
func makeAdder(_ n: Int) -> (Int) -> Int { trace.append("make\(n)"); return { $0 + n } }
print(makeAdder(t("n", 5))(t("arg", 1)))
print(trace.joined(separator: ","))

trace = []
let arr = [t("e0", 0), t("e1", 1), t("e2", 2)]
let tuple = (t("p", "p"), t("q", "q"))
print(arr.count, tuple.0 + tuple.1, trace.joined(separator: ","))

trace = []
var counter = 0
func next() -> Int { counter += 1; return counter }
print([next(), next(), next()], three(next(), next(), next()))
// expect: 123
// expect: a,b,c
// expect: 7
// expect: callee,x,y
// expect: 7 lhs,mid,rhs
// expect: 6
// expect: n,make5,arg
// expect: 3 pq e0,e1,e2,p,q
// expect: [1, 2, 3] 456
