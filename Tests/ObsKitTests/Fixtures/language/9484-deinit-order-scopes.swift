// Deinit timing: end of scope, reassignment, collections dropping elements, and member release order (expected output from swiftc 6.3.1 on Linux)
final class Token {
    let name: String
    init(_ name: String) { self.name = name; print("+ \(name)") }
    deinit { print("- \(name)") }
}

final class Holder {
    let first: Token
    let second: Token
    init(_ tag: String) {
        first = Token(tag + ".a")
        second = Token(tag + ".b")
    }
    deinit { print("- holder") }
}

func scoped() {
    let t = Token("local")
    print("using \(t.name)")
    do {
        let inner = Token("inner")
        print("inner scope with \(inner.name)")
    }
    print("after inner scope")
}

scoped()
print("--")
var slot: Token? = Token("one")
slot = Token("two")
print("reassigned")
slot = nil
print("--")
var list = [Token("x"), Token("y"), Token("z")]
list.remove(at: 1)
print("removed middle")
list.removeAll()
print("emptied")
print("--")
do {
    let h = Holder("h")
    print("holder made: \(h.first.name)")
}
print("--")
var shared: Token? = Token("shared")
var alias = shared
shared = nil
print("still alive via alias: \(alias!.name)")
alias = nil
print("--")
func makeAndReturn() -> Token {
    let kept = Token("kept")
    _ = Token("discarded")
    print("returning")
    return kept
}
do {
    let r = makeAndReturn()
    print("got \(r.name)")
}
print("end")

// expect: + local
// expect: using local
// expect: + inner
// expect: inner scope with inner
// expect: - inner
// expect: after inner scope
// expect: - local
// expect: --
// expect: + one
// expect: + two
// expect: - one
// expect: reassigned
// expect: - two
// expect: --
// expect: + x
// expect: + y
// expect: + z
// expect: - y
// expect: removed middle
// expect: - x
// expect: - z
// expect: emptied
// expect: --
// expect: + h.a
// expect: + h.b
// expect: holder made: h.a
// expect: - holder
// expect: - h.a
// expect: - h.b
// expect: --
// expect: + shared
// expect: still alive via alias: shared
// expect: - shared
// expect: --
// expect: + kept
// expect: + discarded
// expect: - discarded
// expect: returning
// expect: got kept
// expect: - kept
// expect: end
