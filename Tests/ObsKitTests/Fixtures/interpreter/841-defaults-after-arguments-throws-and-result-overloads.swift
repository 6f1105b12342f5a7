// Calls as swiftc makes them (expected output: swiftc 6.3.1 on this machine): the written arguments are evaluated
// first, then the defaults of the others, in order; a closure that does not throw picks the overload taking a
// non-throwing function (one that throws, the other); the declared type of the result picks among methods that
// differ only in their result.
// A default argument comes from the declaration the static type of the reference sees.
func t(_ s: String) -> Int { print("eval", s); return 1 }
func f(_ a: Int = t("default-a"), b: Int, c: Int = t("default-c"), d: Int) {}
f(b: t("b"), d: t("d"))
struct S { init(x: Int = t("dx"), y: Int) {}; func m(p: Int = t("dp"), q: Int) {} }
_ = S(y: t("y")).m(q: t("q"))
func g(_ a: Int = t("ga"), _ rest: Int...) {}
g()
func run(_ f: () throws -> Int) -> String { "throwing" }
func run(_ f: () -> Int) -> String { "non-throwing" }
func risky() throws -> Int { 1 }
print(run { 1 }, run { try risky() }, run { (try? risky()) ?? 0 })
print(run { do { return try risky() } catch { return 0 } })
struct Box {
    func get() -> Int { 1 }
    func get() -> String { "one" }
}
let word: String = Box().get()
let number: Int = Box().get()
print(word, number)
// A default comes from the declaration the reference's declared type sees; the body is the override's.
class Pen { func draw(color: String = "black") -> String { "pen in \(color)" } }
final class Marker: Pen { override func draw(color: String = "red") -> String { "marker in \(color)" } }
let pen: Pen = Marker()
let marker = Marker()
print(pen.draw(), marker.draw(), pen.draw(color: "blue"))

// expect: eval b
// expect: eval d
// expect: eval default-a
// expect: eval default-c
// expect: eval y
// expect: eval dx
// expect: eval q
// expect: eval dp
// expect: eval ga
// expect: non-throwing throwing non-throwing
// expect: non-throwing
// expect: one 1
// expect: marker in black marker in red marker in blue
