// Language Reference style (lexical structure): identifiers with backticks, keywords as names, unicode identifiers, raw identifiers
let `class` = "a class"
let `default` = 7
var `for` = [1, 2, 3]
`for`.append(`default`)
print(`class`, `default`, `for`)

struct Box {
    var `self`: Int
    var `var`: String
    func `func`() -> String { "\(self.`self`)-\(`var`)" }
}
let b = Box(self: 3, var: "x")
print(b.`func`(), b.`self`, b.var)

let π = 3.14159
let 名前 = "namae"
let _under = 1, x1_2 = 12
print(π, 名前, _under + x1_2)

func `some test name`(_ n: Int) -> Int { n * 2 }
print(`some test name`(21))

enum Mode { case `in`, `out`, `inout` }
for m in [Mode.in, .out, .inout] {
    switch m {
    case .in: print("mode in")
    case .out: print("mode out")
    case .inout: print("mode inout")
    }
}
let `let` = 5
print(`let` + `default`)

// expect: a class 7 [1, 2, 3, 7]
// expect: 3-x 3 x
// expect: 3.14159 namae 13
// expect: 42
// expect: mode in
// expect: mode out
// expect: mode inout
// expect: 12
