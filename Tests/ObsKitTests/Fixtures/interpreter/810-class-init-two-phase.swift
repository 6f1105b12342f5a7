// Two-phase initialization across three classes: each class's property defaults run when its own
// designated initializer starts, before its body, and `super.init()` is called where the body calls it.
// Expected output from swiftc 6.3.1 on Linux.
func note(_ text: String) -> String { print("  \(text)"); return text }
class Base {
    var base = note("Base default")
    init() { print("  Base body") }
}
class Middle: Base {
    var middle: String
    override init() {
        middle = note("Middle assignment")
        super.init()
        print("  Middle body after super.init")
    }
}
final class Leaf: Middle {
    var leaf = note("Leaf default")
    override init() { print("  Leaf body (implicit super.init follows)") }
}
print("Leaf():")
let leaf = Leaf()
print(leaf.base, leaf.middle, leaf.leaf)

// expect: Leaf():
// expect:   Leaf default
// expect:   Leaf body (implicit super.init follows)
// expect:   Middle assignment
// expect:   Base default
// expect:   Base body
// expect:   Middle body after super.init
// expect: Base default Middle assignment Leaf default
