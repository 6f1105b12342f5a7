// Compiler test style: short-circuit evaluation of &&, ||, ??, ternary and optional chaining
var log: [String] = []
func t(_ s: String) -> Bool { log.append(s); return true }
func f(_ s: String) -> Bool { log.append(s); return false }
func n(_ s: String) -> Int? { log.append(s); return nil }
func v(_ s: String, _ x: Int) -> Int { log.append(s); return x }

func run(_ label: String, _ body: () -> Any) {
  log = []
  let r = body()
  print(label, r, log)
}

run("and") { f("a") && t("b") }
run("or") { t("a") || f("b") }
run("mix") { f("a") || t("b") && f("c") || t("d") }
run("nil-coalesce") { n("a") ?? n("b") ?? v("c", 3) }
run("coalesce-stop") { Optional(1) ?? v("never", 2) }
run("ternary") { t("cond") ? v("yes", 1) : v("no", 2) }

struct Box { var inner: Box2? }
struct Box2 { func get(_ x: Int) -> Int { x * 2 } }
let empty: Box? = Box(inner: nil)
let full: Box? = Box(inner: Box2())
run("chain-nil") { empty?.inner?.get(v("arg", 5)) as Any }
run("chain-full") { full?.inner?.get(v("arg", 5)) as Any }

var arr: [Int]? = nil
run("assign-through-nil") {
  arr?[v("index", 0)] = v("value", 9)
  return arr as Any
}
arr = [0, 0]
run("assign-through-some") {
  arr?[v("index", 1)] = v("value", 9)
  return arr as Any
}
run("if-clauses") {
  if f("x"), t("y") { return "then" }
  return "else"
}

// expect: and false ["a"]
// expect: or true ["a"]
// expect: mix true ["a", "b", "c", "d"]
// expect: nil-coalesce 3 ["a", "b", "c"]
// expect: coalesce-stop 1 []
// expect: ternary 1 ["cond", "yes"]
// expect: chain-nil nil []
// expect: chain-full Optional(10) ["arg"]
// expect: assign-through-nil nil []
// expect: assign-through-some Optional([0, 9]) ["index", "value"]
// expect: if-clauses else ["x"]
