// Swift compiler test/Interpreter style: defer ordering in scopes, loops, early returns, throws and nested functions
var trace: [String] = []

func scoped() {
    defer { trace.append("outer defer 1") }
    defer { trace.append("outer defer 2") }
    do {
        defer { trace.append("inner defer") }
        trace.append("inner body")
    }
    trace.append("outer body")
}
scoped()
print(trace.joined(separator: " | "))

func loop() -> [String] {
    var out: [String] = []
    for i in 1...3 {
        defer { out.append("end \(i)") }
        if i == 2 { continue }
        out.append("body \(i)")
    }
    return out
}
print(loop())

func early(_ flag: Bool) -> String {
    var log = "start"
    defer { print("defer sees:", log) }
    if flag {
        log += " early"
        return log
    }
    log += " late"
    return log
}
print(early(true))
print(early(false))

enum Oops: Error { case bang }
func thrower(_ n: Int) throws -> Int {
    defer { print("cleanup \(n)") }
    if n > 1 { throw Oops.bang }
    return n * 10
}
for n in 1...2 {
    do { print("got", try thrower(n)) } catch { print("caught", error) }
}

func returnValueThenDefer() -> Int {
    var x = 1
    defer { x = 100; print("x set to", x) }
    return x
}
print("returned", returnValueThenDefer())

func nestedDefer() {
    defer {
        defer { print("defer inside defer") }
        print("outer defer body")
    }
    print("function body")
}
nestedDefer()

class Resource {
    let name: String
    init(_ n: String) { name = n; print("acquire \(n)") }
    deinit { print("release \(name)") }
}
func useResources() {
    let r1 = Resource("r1")
    defer { print("defer using \(r1.name)") }
    let r2 = Resource("r2")
    print("working with \(r1.name) and \(r2.name)")
}
useResources()
print("end")

// expect: inner body | inner defer | outer body | outer defer 2 | outer defer 1
// expect: ["body 1", "end 1", "end 2", "body 3", "end 3"]
// expect: defer sees: start early
// expect: start early
// expect: defer sees: start late
// expect: start late
// expect: cleanup 1
// expect: got 10
// expect: cleanup 2
// expect: caught bang
// expect: x set to 100
// expect: returned 1
// expect: function body
// expect: outer defer body
// expect: defer inside defer
// expect: acquire r1
// expect: acquire r2
// expect: working with r1 and r2
// expect: release r2
// expect: defer using r1
// expect: release r1
// expect: end
