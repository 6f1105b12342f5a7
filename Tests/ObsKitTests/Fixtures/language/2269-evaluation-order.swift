// Compiler test style: left-to-right evaluation, short-circuiting, autoclosure laziness and single evaluation of lvalue indices
var trace: [String] = []
func t<T>(_ label: String, _ v: T) -> T { trace.append(label); return v }
func flush(_ title: String) { print(title + ": " + trace.joined(separator: ",")); trace.removeAll() }

func combine(_ a: Int, _ b: Int, _ c: Int) -> Int { a * 100 + b * 10 + c }
_ = combine(t("a", 1), t("b", 2), t("c", 3))
flush("args")

_ = t("l", 1) + t("r", 2) * t("m", 3)
flush("arith")

_ = t("x", false) && t("y", true)
_ = t("p", true) || t("q", true)
_ = t("u", true) && t("v", false) || t("w", true)
flush("logic")

let fallback = t("opt", Optional(5)) ?? t("default", 0)
let used = t("nil", Optional<Int>.none) ?? t("default2", 9)
flush("coalesce \(fallback) \(used)")

var arr = [10, 20, 30]
arr[t("index", 1)] += t("rhs", 5)
flush("compound \(arr)")

var grid = [[0, 0], [0, 0]]
grid[t("row", 1)][t("col", 0)] = t("value", 7)
flush("nested subscript \(grid)")

func logAssert(_ cond: @autoclosure () -> Bool, _ msg: @autoclosure () -> String) -> String {
    trace.append("assert-called")
    return cond() ? "ok" : msg()
}
print(logAssert(t("cond", true), t("msg", "failed")))
print(logAssert(t("cond2", false), t("msg2", "failed")))
flush("autoclosure")

let ternary = t("test", true) ? t("then", 1) : t("else", 2)
flush("ternary \(ternary)")
let tuple = (t("first", 1), t("second", 2))
let array = [t("e0", 0), t("e1", 1)]
let dict = [t("k", "key"): t("v", 1)]
flush("literals \(tuple.0) \(array.count) \(dict.count)")
var s = [1, 2, 3]
s.append(t("appendArg", s.count))
flush("self in arg \(s)")
// expect: args: a,b,c
// expect: arith: l,r,m
// expect: logic: x,p,u,v,w
// expect: coalesce 5 9: opt,nil,default2
// expect: compound [10, 25, 30]: index,rhs
// expect: nested subscript [[0, 0], [7, 0]]: row,col,value
// expect: ok
// expect: failed
// expect: autoclosure: assert-called,cond,assert-called,cond2,msg2
// expect: ternary 1: test,then
// expect: literals 1 2 1: first,second,e0,e1,k,v
// expect: self in arg [1, 2, 3, 3]: appendArg
