// What's new in Swift 5.9 style (consume operator, SE-0366): ending a local's lifetime early and seeing when deinit runs
final class Tracker {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}

struct Token: ~Copyable {
    let value: Int
    deinit { print("token \(value) gone") }
}

func take(_ t: consuming Token) {
    print("took token \(t.value)")
}

func demoClass() {
    let a = Tracker("a")
    let b = consume a
    print("b is \(b.name)")
    _ = consume b
    print("after consuming b")
}

func demoToken() {
    let t1 = Token(value: 1)
    let t2 = Token(value: 2)
    take(consume t2)
    print("still have \(t1.value)")
    take(t1)
    print("end of demoToken")
}

func demoArray() {
    var names = ["x", "y"]
    names.append("z")
    let moved = consume names
    print("moved:", moved)
    names = ["fresh"]
    print("reinitialised:", names)
}

demoClass()
print("--")
demoToken()
print("--")
demoArray()

// expect: init a
// expect: b is a
// expect: deinit a
// expect: after consuming b
// expect: --
// expect: took token 2
// expect: token 2 gone
// expect: still have 1
// expect: took token 1
// expect: token 1 gone
// expect: end of demoToken
// expect: --
// expect: moved: ["x", "y", "z"]
// expect: reinitialised: ["fresh"]
