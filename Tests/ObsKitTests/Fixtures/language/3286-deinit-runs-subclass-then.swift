// Compiler test style: deinit runs for subclass then superclass
class A {
    let tag: String
    init(tag: String) { self.tag = tag; print("A.init \(tag)") }
    deinit { print("A.deinit \(tag)") }
}
class B: A {
    let extra: Int
    init(tag: String, extra: Int) {
        self.extra = extra
        print("B.init before super \(extra)")
        super.init(tag: tag)
        print("B.init after super")
    }
    deinit { print("B.deinit \(extra)") }
}
class C: B {
    init() {
        print("C.init")
        super.init(tag: "c", extra: 3)
    }
    deinit { print("C.deinit") }
}

do {
    let x = C()
    print("made \(x.tag) \(x.extra)")
}
print("---")
var arr: [A] = [B(tag: "b1", extra: 1), A(tag: "a1")]
print("clearing")
arr = []
print("cleared")
var holder: A? = C()
holder = B(tag: "b2", extra: 2)
print("replaced")
holder = nil
print("end")
// expect: C.init
// expect: B.init before super 3
// expect: A.init c
// expect: B.init after super
// expect: made c 3
// expect: C.deinit
// expect: B.deinit 3
// expect: A.deinit c
// expect: ---
// expect: B.init before super 1
// expect: A.init b1
// expect: B.init after super
// expect: A.init a1
// expect: clearing
// expect: B.deinit 1
// expect: A.deinit b1
// expect: A.deinit a1
// expect: cleared
// expect: C.init
// expect: B.init before super 3
// expect: A.init c
// expect: B.init after super
// expect: B.init before super 2
// expect: A.init b2
// expect: B.init after super
// expect: C.deinit
// expect: B.deinit 3
// expect: A.deinit c
// expect: replaced
// expect: B.deinit 2
// expect: A.deinit b2
// expect: end
