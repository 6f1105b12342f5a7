// Order of evaluation: arguments left to right, operands, compound assignments, subscripts with side effects, and short-circuits (expected output from swiftc 6.3.1 on Linux)
// known-gap: line 4: expected "compound subscript: index rhs", got "compound subscript: index rhs index"
var log: [String] = []
func v(_ label: String, _ value: Int) -> Int { log.append(label); return value }
func flush(_ title: String) { print(title + ":", log.joined(separator: " ")); log.removeAll() }

func f3(_ a: Int, _ b: Int, _ c: Int) -> Int { a + b + c }
_ = f3(v("a", 1), v("b", 2), v("c", 3))
flush("args")

_ = v("l", 1) + v("m", 2) * v("r", 3)
flush("precedence")

_ = v("p", 0) != 0 && v("never", 1) != 0
_ = v("q", 1) != 0 || v("never", 1) != 0
_ = v("s", 1) != 0 && v("t", 1) != 0
flush("short-circuit")

var arr = [10, 20, 30]
arr[v("index", 1)] += v("rhs", 5)
flush("compound subscript")
print(arr)

var pair = (0, 0)
(pair.0, pair.1) = (v("first", 1), v("second", 2))
flush("tuple assign")

let x = v("cond", 1) > 0 ? v("then", 1) : v("else", 2)
flush("ternary \(x)")

struct Obj {
    var n = 0
    func method(_ a: Int) -> Obj { log.append("method(\(a))"); return Obj(n: n + a) }
}
func makeObj() -> Obj { log.append("makeObj"); return Obj() }
_ = makeObj().method(v("arg1", 1)).method(v("arg2", 2))
flush("chain")

var counter = 0
func bump() -> Int { counter += 1; return counter }
let list = [bump(), bump(), bump()]
let dict = ["a": bump(), "b": bump()]
print(list, dict["a"]!, dict["b"]!)

var i = 0
func nextI() -> Int { i += 1; return i }
let pieces = "\(nextI())-\(nextI())-\(nextI())"
print(pieces)

var values = [1, 2, 3]
func mutateAndReturn() -> Int { values.append(99); return values.count }
let combined = values.count + mutateAndReturn()
print(combined, values)

func labeled(x: Int, y: Int) -> String { "\(x),\(y)" }
print(labeled(x: v("x", 1), y: v("y", 2)))
flush("labeled")
let total = [v("e1", 1), v("e2", 2)].reduce(v("init", 0)) { $0 + $1 }
flush("reduce \(total)")
let opt: Int? = nil
_ = opt ?? v("fallback", 9)
_ = 5 as Int? ?? v("unused", 0)
flush("nil-coalescing")

// expect: args: a b c
// expect: precedence: l m r
// expect: short-circuit: p q s t
// expect: compound subscript: index rhs
// expect: [10, 25, 30]
// expect: tuple assign: first second
// expect: ternary 1: cond then
// expect: chain: makeObj arg1 method(1) arg2 method(2)
// expect: [1, 2, 3] 4 5
// expect: 1-2-3
// expect: 7 [1, 2, 3, 99]
// expect: 1,2
// expect: labeled: x y
// expect: reduce 3: e1 e2 init
// expect: nil-coalescing: fallback
