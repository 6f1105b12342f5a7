// Compiler test style: @autoclosure combined with rethrows and escaping autoclosures
enum Failure: Error { case boom }
func risky(_ v: Int) throws -> Int {
  print("risky", v)
  if v < 0 { throw Failure.boom }
  return v
}
func orDefault(_ a: @autoclosure () throws -> Int, _ d: Int) rethrows -> Int {
  let v = try a()
  return v == 0 ? d : v
}
print(try! orDefault(risky(5), 99))
print(try! orDefault(risky(0), 99))
do { print(try orDefault(risky(-1), 99)) } catch { print("error", error) }
print(orDefault(7, 1))

var queue: [() -> String] = []
func enqueue(_ f: @autoclosure @escaping () -> String) { queue.append(f) }
var name = "first"
enqueue("hello \(name)")
name = "second"
enqueue(name.uppercased())
name = "third"
for f in queue { print(f()) }

func assertLike(_ cond: @autoclosure () -> Bool, _ msg: @autoclosure () -> String = "default msg") {
  if !cond() { print("assert failed:", msg()) } else { print("ok") }
}
assertLike(1 + 1 == 2, { print("not evaluated"); return "x" }())
assertLike([1, 2].isEmpty)
assertLike("a" > "b", "custom")

func lazyPick(_ useFirst: Bool, _ a: @autoclosure () -> String, _ b: @autoclosure () -> String) -> String {
  useFirst ? a() : b()
}
func noisy(_ s: String) -> String { print("making", s); return s }
print(lazyPick(true, noisy("A"), noisy("B")))
print(lazyPick(false, noisy("A"), noisy("B")))
// expect: risky 5
// expect: 5
// expect: risky 0
// expect: 99
// expect: risky -1
// expect: error boom
// expect: 7
// expect: hello third
// expect: THIRD
// expect: ok
// expect: assert failed: default msg
// expect: assert failed: custom
// expect: making A
// expect: A
// expect: making B
// expect: B
