// Compiler test style: deinit timing and identity when class references are replaced
final class Token {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}

struct Slot { var token: Token? }

var slot = Slot(token: Token("a"))
var copy = slot
print("copy shares:", copy.token === slot.token)
slot.token = Token("b")
print("after replacing slot.token")
copy.token = nil
print("after clearing copy")

var tokens = [Token("x"), Token("y")]
let keep = tokens[1]
tokens.removeAll()
print("removed all, keep is \(keep.name)")

do {
    let scoped = Token("scoped")
    print("using \(scoped.name)")
}
print("after do")

var dict: [String: Token] = ["k": Token("dictval")]
dict["k"] = Token("dictval2")
dict["k"] = nil
print("dict count \(dict.count)")
print(ObjectIdentifier(keep) == ObjectIdentifier(keep))
// expect: init a
// expect: copy shares: true
// expect: init b
// expect: after replacing slot.token
// expect: deinit a
// expect: after clearing copy
// expect: init x
// expect: init y
// expect: deinit x
// expect: removed all, keep is y
// expect: init scoped
// expect: using scoped
// expect: deinit scoped
// expect: after do
// expect: init dictval
// expect: init dictval2
// expect: deinit dictval
// expect: deinit dictval2
// expect: dict count 0
// expect: true
