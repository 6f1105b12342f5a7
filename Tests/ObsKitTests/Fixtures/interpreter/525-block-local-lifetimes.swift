// A local declared in a block (`do`, `if`, a loop's body, a `switch` case) is released where the block
// ends, so its deinit runs before the code after the block, as in a swiftc build; two locals of one block
// go last declared first. Expected output: swiftc 6.3.1 on this machine (debug build).
class P { let n: String; init(_ n: String) { self.n = n }; deinit { print("deinit", n) } }
func f() {
    do {
        let a = P("a")
        print("made", a.n)
    }
    print("after do")
    if true {
        let b = P("b")
        _ = b
    }
    print("after if")
    for i in 0..<2 {
        let c = P("c\(i)")
        _ = c
    }
    print("after for")
}
f()
do {
    let top = P("top")
    _ = top
}
print("end")

func g(_ flag: Int) {
    switch flag {
    case 1:
        let first = P("first")
        let second = P("second")
        print("case 1 with", first.n, second.n)
    default:
        print("other")
    }
    print("after switch")
}
g(1)

// expect: made a
// expect: deinit a
// expect: after do
// expect: deinit b
// expect: after if
// expect: deinit c0
// expect: deinit c1
// expect: after for
// expect: deinit top
// expect: end
// expect: case 1 with first second
// expect: deinit second
// expect: deinit first
// expect: after switch
