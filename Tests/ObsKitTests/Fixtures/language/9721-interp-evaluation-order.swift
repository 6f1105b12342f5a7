// Swift compiler test/Interpreter style: left-to-right evaluation order of arguments, operands, subscripts, compound assignments, short-circuiting, and tuple element initialisation
var trace: [String] = []
func t<T>(_ label: String, _ value: T) -> T {
    trace.append(label)
    return value
}
func flush(_ title: String) {
    print(title + ": " + trace.joined(separator: " "))
    trace.removeAll()
}

func three(_ a: Int, _ b: Int, _ c: Int) -> Int { a * 100 + b * 10 + c }
_ = three(t("a", 1), t("b", 2), t("c", 3))
flush("arguments")

_ = t("lhs", 2) + t("rhs", 3) * t("mul", 4)
flush("binary operators")

var array = [10, 20, 30]
array[t("index", 1)] += t("value", 5)
flush("compound subscript")
print(array)

_ = t("f1", false) && t("never", true)
_ = t("t1", true) || t("never2", false)
_ = t("x", true) && t("y", true) && t("z", false)
flush("short circuit")

let tuple = (t("first", 1), t("second", "two"), t("third", 3.0))
flush("tuple")
print(tuple)

struct Point { var x: Int; var y: Int }
let p = Point(x: t("px", 1), y: t("py", 2))
flush("memberwise init")
print(p.x, p.y)

var dict: [String: Int] = [:]
dict[t("key", "k"), default: t("default", 0)] += t("increment", 1)
flush("dictionary default")
print(dict)

func sideEffect() -> [Int] { trace.append("sequence"); return [1, 2] }
for i in sideEffect() { trace.append("body\(i)") }
flush("for-in")

let ternary = t("cond", 1 > 2) ? t("yes", "Y") : t("no", "N")
flush("ternary \(ternary)")

let maybe: Int? = nil
let coalesced = maybe ?? t("fallback", 7)
let present: Int? = 3
let coalesced2 = present ?? t("unused", 9)
flush("nil coalescing \(coalesced) \(coalesced2)")

var counter = 0
func next() -> Int { counter += 1; return counter }
let results = [next(), next() * 10, next() * 100]
print(results, [next(), next()].reversed().map { $0 })


// expect: arguments: a b c
// expect: binary operators: lhs rhs mul
// expect: compound subscript: index value
// expect: [10, 25, 30]
// expect: short circuit: f1 t1 x y z
// expect: tuple: first second third
// expect: (1, "two", 3.0)
// expect: memberwise init: px py
// expect: 1 2
// expect: dictionary default: key increment default
// expect: ["k": 1]
// expect: for-in: sequence body1 body2
// expect: ternary N: cond no
// expect: nil coalescing 7 3: fallback
// expect: [1, 20, 300] [5, 4]
