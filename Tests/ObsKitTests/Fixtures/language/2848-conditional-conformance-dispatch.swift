// Compiler test style: conditional conformance and dispatch through generic contexts
protocol Loud { func shout() -> String }
extension Loud { func shout() -> String { "default" } }
extension Int: Loud { func shout() -> String { "INT" } }
struct Holder<T> { var t: T }
extension Holder: Loud where T: Loud {
    func shout() -> String { "Holder(" + t.shout() + ")" }
}
func callShout<L: Loud>(_ l: L) -> String { l.shout() }
print(callShout(Holder(t: 1)))
print(callShout(Holder(t: Holder(t: 2))))
func maybeShout<T>(_ t: T) -> String {
    if let l = t as? Loud { return l.shout() }
    return "silent"
}
print(maybeShout(Holder(t: 3)), maybeShout(Holder(t: "x")), maybeShout(7))
extension Array: Loud where Element: Loud {
    func shout() -> String { map { $0.shout() }.joined(separator: "+") }
}
print(callShout([1, 2]), maybeShout([Holder(t: 1)]), maybeShout(["s"]))
extension Optional: Loud where Wrapped: Loud {}
let o: Int? = 5
print(callShout(o), maybeShout(Optional<String>("q")))
// expect: Holder(INT)
// expect: Holder(Holder(INT))
// expect: Holder(INT) silent INT
// expect: INT+INT Holder(INT) silent
// expect: default silent
