// Compiler test style: @autoclosure parameters, laziness, escaping autoclosures, custom assert-like helpers
var log: [String] = []
func expensive(_ v: Int) -> Int { log.append("eval \(v)"); return v }

func check(_ cond: @autoclosure () -> Bool, _ msg: @autoclosure () -> String) {
  if !cond() { print("check failed: \(msg())") } else { print("check ok") }
}
check(expensive(1) == 1, "msg \(expensive(100))")
check(expensive(2) == 3, "msg \(expensive(200))")
print(log); log = []

func myAnd(_ a: Bool, _ b: @autoclosure () throws -> Bool) rethrows -> Bool {
  a ? try b() : false
}
print(myAnd(false, expensive(5) == 5), log); log = []
print(myAnd(true, expensive(6) == 6), log); log = []

var pending: [() -> Int] = []
func later(_ v: @autoclosure @escaping () -> Int) { pending.append(v) }
var k = 1
later(k * 10)
later(expensive(k))
k = 4
print(pending.map { $0() }, log); log = []

func orDefault<T>(_ v: T?, _ d: @autoclosure () -> T) -> T {
  if let v { return v }
  return d()
}
print(orDefault(3, expensive(9)), log); log = []
print(orDefault(nil, expensive(9)), log); log = []

struct E: Error {}
func throwing() throws -> Bool { throw E() }
do { _ = try myAnd(true, try throwing()) } catch { print("autoclosure threw") }
print(try! myAnd(false, try throwing()))
// expect: check ok
// expect: check failed: msg 200
// expect: ["eval 1", "eval 2", "eval 200"]
// expect: false []
// expect: true ["eval 6"]
// expect: [40, 4] ["eval 4"]
// expect: 3 []
// expect: 9 ["eval 9"]
// expect: autoclosure threw
// expect: false
