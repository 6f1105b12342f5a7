// defer-order-throws
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Failure: Error { case boom(String) }

func work(_ fail: Bool) throws -> String {
    print("start \(fail)")
    defer { print("defer 1") }
    defer { print("defer 2") }
    if fail { throw Failure.boom("early") }
    defer { print("defer 3 (registered after the throw point)") }
    print("body end")
    return "done"
}
for f in [false, true] {
    do { print("result:", try work(f)) } catch { print("caught:", error) }
}

func returnsBeforeDefer() -> Int {
    var x = 1
    defer { x = 100; print("defer sets x to", x) }
    return x
}
print("returned", returnsBeforeDefer())

func loopDefers() {
    for i in 1...3 {
        defer { print("end of iteration \(i)") }
        if i == 2 { print("skipping 2"); continue }
        print("working \(i)")
    }
}
loopDefers()

func nested() throws {
    defer { print("outer defer") }
    do {
        defer { print("do-block defer") }
        print("inside do")
        try inner()
        print("not reached")
    }
}
func inner() throws {
    defer { print("inner defer") }
    throw Failure.boom("inner")
}
do { try nested() } catch Failure.boom(let m) { print("caught boom", m) }

final class Resource {
    let name: String
    static var log: [String] = []
    init(_ name: String) { self.name = name; Resource.log.append("open \(name)") }
    func close() { Resource.log.append("close \(name)") }
}
func useResources(failAt: Int) throws -> Int {
    let a = Resource("a")
    defer { a.close() }
    if failAt == 1 { throw Failure.boom("after a") }
    let b = Resource("b")
    defer { b.close() }
    if failAt == 2 { throw Failure.boom("after b") }
    return 2
}
for n in [0, 1, 2] {
    Resource.log = []
    let r = try? useResources(failAt: n)
    print(n, r as Any, Resource.log)
}

func guardDefer(_ v: Int?) -> String {
    var trail: [String] = []
    defer { print("trail:", trail) }
    trail.append("enter")
    guard let v else { trail.append("nil"); return "none" }
    defer { trail.append("saw \(v)") }
    trail.append("body")
    return "value \(v)"
}
print(guardDefer(nil))
print(guardDefer(4))

// expect: start false
// expect: body end
// expect: defer 3 (registered after the throw point)
// expect: defer 2
// expect: defer 1
// expect: result: done
// expect: start true
// expect: defer 2
// expect: defer 1
// expect: caught: boom("early")
// expect: defer sets x to 100
// expect: returned 1
// expect: working 1
// expect: end of iteration 1
// expect: skipping 2
// expect: end of iteration 2
// expect: working 3
// expect: end of iteration 3
// expect: inside do
// expect: inner defer
// expect: do-block defer
// expect: outer defer
// expect: caught boom inner
// expect: 0 Optional(2) ["open a", "open b", "close b", "close a"]
// expect: 1 nil ["open a", "close a"]
// expect: 2 nil ["open a", "open b", "close b", "close a"]
// expect: trail: ["enter", "nil"]
// expect: none
// expect: trail: ["enter", "body", "saw 4"]
// expect: value 4
