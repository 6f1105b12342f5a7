// Compiler test style: try covering whole expressions, try? precedence and evaluation stopping
enum E: Error { case stop(String) }
var log: [String] = []
func ok(_ s: String, _ v: Int) throws -> Int { log.append(s); return v }
func bad(_ s: String) throws -> Int { log.append(s); throw E.stop(s) }

func attempt(_ label: String, _ body: () throws -> Int) {
  log = []
  do {
    let v = try body()
    print(label, "value", v, log)
  } catch {
    print(label, "error", error, log)
  }
}

attempt("sum") { try ok("a", 1) + ok("b", 2) * ok("c", 3) }
attempt("mid-fail") { try ok("a", 1) + bad("b") + ok("c", 3) }
attempt("args") { try max(ok("x", 5), bad("y"), ok("z", 9)) }
attempt("nested") { try ok("outer", try ok("inner", 4) * 2) }

log = []
let x = (try? ok("p", 1) + bad("q")) ?? -1
print("try? whole expr", x, log)

log = []
let arr = [try? ok("e1", 1), try? bad("e2"), try? ok("e3", 3)]
print(arr, log)

log = []
let y: Int? = try? ok("first", 2) > 1 ? ok("then", 10) : ok("else", 20)
print(y as Any, log)

log = []
var total = 0
for k in 0..<4 {
  guard let v = try? (k == 2 ? bad("k\(k)") : ok("k\(k)", k)) else { continue }
  total += v
}
print(total, log)

// expect: sum value 7 ["a", "b", "c"]
// expect: mid-fail error stop("b") ["a", "b"]
// expect: args error stop("y") ["x", "y"]
// expect: nested value 8 ["inner", "outer"]
// expect: try? whole expr -1 ["p", "q"]
// expect: [Optional(1), nil, Optional(3)] ["e1", "e2", "e3"]
// expect: Optional(10) ["first", "then"]
// expect: 4 ["k0", "k1", "k2", "k3"]
