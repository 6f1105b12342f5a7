// Compiler test style: deinit timing for locals at scope end, reassignment, and optionals set to nil
class Token {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}

func scoped() {
    print("enter scoped")
    do {
        let a = Token("a")
        print("using \(a.name)")
    }
    print("after inner scope")
    var b = Token("b1")
    b = Token("b2")
    print("now \(b.name)")
    var maybe: Token? = Token("opt")
    print("opt is \(maybe!.name)")
    maybe = nil
    print("opt cleared, maybe is nil: \(maybe == nil)")
    withExtendedLifetime(b) { print("leaving scoped") }
}

scoped()

var holder: [Token] = [Token("x"), Token("y")]
holder.removeFirst()

holder = []
print("end: \(holder.count)")
// expect: enter scoped
// expect: init a
// expect: using a
// expect: deinit a
// expect: after inner scope
// expect: init b1
// expect: init b2
// expect: deinit b1
// expect: now b2
// expect: init opt
// expect: opt is opt
// expect: deinit opt
// expect: opt cleared, maybe is nil: true
// expect: leaving scoped
// expect: deinit b2
// expect: init x
// expect: init y
// expect: deinit x
// expect: deinit y
// expect: end: 0
