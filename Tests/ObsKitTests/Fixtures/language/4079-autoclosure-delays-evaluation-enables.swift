// Compiler test style: @autoclosure delays evaluation and enables short-circuiting
func trace(_ name: String, _ v: Bool) -> Bool { print("eval", name); return v }

func myAnd(_ a: Bool, _ b: @autoclosure () -> Bool) -> Bool { a ? b() : false }
func myOr(_ a: Bool, _ b: @autoclosure () -> Bool) -> Bool { a ? true : b() }

print(myAnd(trace("a", false), trace("b", true)))
print(myAnd(trace("a", true), trace("b", true)))
print(myOr(trace("c", true), trace("d", false)))
print(myOr(trace("c", false), trace("d", false)))

print(trace("x", false) && trace("y", true))
print(trace("x", true) || trace("y", true))

func logIf(_ cond: Bool, _ msg: @autoclosure () -> String) {
  if cond { print("LOG:", msg()) }
}
var calls = 0
func expensive() -> String { calls += 1; return "expensive#\(calls)" }
logIf(false, expensive())
logIf(true, expensive())
logIf(true, expensive())
print("calls", calls)

func repeatEval(_ n: Int, _ e: @autoclosure () -> Int) -> [Int] {
  (0..<n).map { _ in e() }
}
var k = 0
func next() -> Int { k += 1; return k }
print(repeatEval(3, next()))

let opt: Int? = nil
print(opt ?? (trace("default", true) ? 42 : 0))
let opt2: Int? = 5
print(opt2 ?? { print("never"); return 0 }())
// expect: eval a
// expect: false
// expect: eval a
// expect: eval b
// expect: true
// expect: eval c
// expect: true
// expect: eval c
// expect: eval d
// expect: false
// expect: eval x
// expect: false
// expect: eval x
// expect: true
// expect: LOG: expensive#1
// expect: LOG: expensive#2
// expect: calls 2
// expect: [1, 2, 3]
// expect: eval default
// expect: 42
// expect: 5
