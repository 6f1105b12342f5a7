// Compiler test style: expression patterns with ~= overloads and matching against values
struct Even {}
func ~= (_: Even, value: Int) -> Bool { value % 2 == 0 }

struct Prefix { let p: String }
func ~= (pattern: Prefix, value: String) -> Bool { value.hasPrefix(pattern.p) }

func ~= (pattern: (Int) -> Bool, value: Int) -> Bool { pattern(value) }

func describe(_ n: Int) -> String {
  switch n {
  case 0: return "zero"
  case Even(): return "even"
  case { $0 > 100 }: return "big odd"
  default: return "odd"
  }
}
for n in [0, 4, 7, 101, 202] { print(n, describe(n)) }

func route(_ s: String) -> String {
  switch s {
  case Prefix(p: "/api/"): return "api"
  case Prefix(p: "/static/"): return "static"
  case "/": return "root"
  default: return "404"
  }
}
for s in ["/api/users", "/static/a.css", "/", "/other"] { print(s, route(s)) }

let limit = 10
switch 10 {
case limit: print("matched variable value")
default: print("no")
}
let ch: Character = "q"
switch ch {
case "a"..."m": print("first half")
case "n"..."z": print("second half")
default: print("other")
}
// expect: 0 zero
// expect: 4 even
// expect: 7 odd
// expect: 101 big odd
// expect: 202 even
// expect: /api/users api
// expect: /static/a.css static
// expect: / root
// expect: /other 404
// expect: matched variable value
// expect: second half
