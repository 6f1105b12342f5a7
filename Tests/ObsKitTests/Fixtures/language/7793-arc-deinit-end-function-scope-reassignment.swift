// Swift book style (ARC): deinit at end of a function scope and on reassignment
final class Token {
    let id: Int
    init(_ id: Int) { self.id = id; print("make \(id)") }
    deinit { print("drop \(id)") }
}

func useToken() {
    let t = Token(1)
    print("using \(t.id)")
}

print("before call")
useToken()
print("after call")

var current = Token(2)
print("current is \(current.id)")
current = Token(3)
print("current is \(current.id)")

do {
    let scoped = Token(4)
    print("in scope \(scoped.id)")
}
print("left scope")

func makeAndReturn() -> Token {
    let t = Token(5)
    return t
}
let kept = makeAndReturn()
print("kept \(kept.id)")
// expect: before call
// expect: make 1
// expect: using 1
// expect: drop 1
// expect: after call
// expect: make 2
// expect: current is 2
// expect: make 3
// expect: drop 2
// expect: current is 3
// expect: make 4
// expect: in scope 4
// expect: drop 4
// expect: left scope
// expect: make 5
// expect: kept 5
