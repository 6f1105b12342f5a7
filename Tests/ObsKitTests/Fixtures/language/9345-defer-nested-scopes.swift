// defer: order within scopes, in loops, with early return and throw, and the returned value
// expected output: swiftc 6.3.1 (Linux), run on this machine
var log: [String] = []

func nested() {
    defer { log.append("outer-1") }
    defer { log.append("outer-2") }
    do {
        defer { log.append("block") }
        log.append("in block")
    }
    if true {
        defer { log.append("if-scope") }
        log.append("in if")
    }
    log.append("end of body")
}
nested()
print(log.joined(separator: " > "))

log = []
for i in 1...3 {
    defer { log.append("d\(i)") }
    if i == 2 { continue }
    log.append("body\(i)")
}
print(log)

var counter = 0
func bump() -> Int {
    defer { counter += 10 }
    counter += 1
    return counter
}
let r1 = bump()
print(r1, counter)

enum Failure: Error { case stop(Int) }
func work(_ n: Int) throws -> String {
    var steps: [String] = []
    defer { print("cleanup for \(n), steps: \(steps)") }
    steps.append("start")
    if n < 0 { throw Failure.stop(n) }
    steps.append("middle")
    guard n != 0 else { return "zero" }
    steps.append("finish")
    return "done \(n)"
}
for n in [3, 0, -1] {
    do { print(try work(n)) } catch { print("caught", error) }
}

func earlyExit(_ xs: [Int]) -> Int? {
    defer { print("leaving earlyExit") }
    for x in xs {
        defer { print("  checked", x) }
        if x > 10 { return x }
    }
    return nil
}
print(earlyExit([1, 20, 30]) ?? -1)
print(earlyExit([]) ?? -1)

class Resource {
    let name: String
    init(_ n: String) { name = n; print("open", n) }
    func close() { print("close", name) }
}
func useResources() {
    let a = Resource("A")
    defer { a.close() }
    let b = Resource("B")
    defer { b.close() }
    print("using", a.name, b.name)
}
useResources()

// expect: in block > block > in if > if-scope > end of body > outer-2 > outer-1
// expect: ["body1", "d1", "d2", "body3", "d3"]
// expect: 1 11
// expect: cleanup for 3, steps: ["start", "middle", "finish"]
// expect: done 3
// expect: cleanup for 0, steps: ["start", "middle"]
// expect: zero
// expect: cleanup for -1, steps: ["start"]
// expect: caught stop(-1)
// expect:   checked 1
// expect:   checked 20
// expect: leaving earlyExit
// expect: 20
// expect: leaving earlyExit
// expect: -1
// expect: open A
// expect: open B
// expect: using A B
// expect: close B
// expect: close A
