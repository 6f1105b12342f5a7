// Language Reference style (expressions): try, try? and try! applied across binary operators, precedence and nesting
enum E: Error { case neg }
func pos(_ x: Int) throws -> Int { if x < 0 { throw E.neg }; return x }

let a = try? pos(2) + pos(3)
print(a as Any)
let b = try? pos(2) + pos(-1)
print(b as Any)
let c = try! pos(4) * pos(5)
print(c)
let d = (try? pos(1)) ?? 0 + 10
print(d)
let e = (try? pos(-1)) ?? 0 + 10
print(e)
let f = try? pos(3) == 3
print(f as Any)

func compute() throws -> Int {
    let x = try pos(1) + pos(2) * pos(3)
    let y = try pos(x) - 1
    return x + y
}
print(try! compute())

func nested() -> Int? { try? pos(try pos(7)) }
print(nested() as Any)
let doubleOpt = try? Optional(pos(5))
print(doubleOpt as Any, type(of: doubleOpt))

var results: [String] = []
for v in [1, -2, 3] {
    if let r = try? pos(v) { results.append("ok\(r)") } else { results.append("bad") }
}
print(results)
do {
    let sum = try [1, 2, -3].map(pos).reduce(0, +)
    print(sum)
} catch {
    print("error:", error)
}
let closures: [() throws -> Int] = [{ try pos(1) }, { try pos(-1) }]
print(closures.map { (try? $0()) ?? -99 })
let t = try? (pos(1), pos(2))
print(t.map { $0.0 + $0.1 } as Any)
let cond = (try? pos(2)) != nil ? "yes" : "no"
print(cond)

// expect: Optional(5)
// expect: nil
// expect: 20
// expect: 1
// expect: 10
// expect: Optional(true)
// expect: 13
// expect: Optional(7)
// expect: Optional(5) Optional<Int>
// expect: ["ok1", "bad", "ok3"]
// expect: error: neg
// expect: [1, -99]
// expect: Optional(3)
// expect: yes
