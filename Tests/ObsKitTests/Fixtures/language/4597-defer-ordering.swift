// Compiler test style: defer ordering across scopes, loops and throws
var log: [String] = []

func simple() {
    defer { log.append("defer 1") }
    defer { log.append("defer 2") }
    log.append("body")
}
simple()
print(log.joined(separator: " | "))
log.removeAll()

enum Failure: Error { case stop(Int) }

func mayThrow(_ n: Int) throws -> Int {
    defer { log.append("cleanup \(n)") }
    log.append("start \(n)")
    if n == 2 { throw Failure.stop(n) }
    defer { log.append("late defer \(n)") }
    log.append("end \(n)")
    return n * 10
}

for n in 1...3 {
    do {
        let v = try mayThrow(n)
        log.append("value \(v)")
    } catch {
        log.append("caught \(error)")
    }
}
for line in log { print(line) }
log.removeAll()

func loopDefers() {
    for i in 0..<3 {
        defer { print("end of iteration \(i)") }
        if i == 1 {
            print("skipping \(i)")
            continue
        }
        print("working \(i)")
    }
}
loopDefers()

func nestedScopes() -> Int {
    var x = 0
    defer { print("outer defer sees x = \(x)") }
    do {
        defer { x += 100; print("inner defer, x now \(x)") }
        x = 5
        print("inner body x = \(x)")
    }
    x += 1
    return x
}
print("returned \(nestedScopes())")

func returnValueCapturedBeforeDefer() -> Int {
    var counter = 1
    defer { counter = 99 }
    return counter
}
print("returnValue \(returnValueCapturedBeforeDefer())")

class Resource {
    let name: String
    init(_ name: String) { self.name = name; print("open \(name)") }
    func close() { print("close \(name)") }
}

func useResources(fail: Bool) throws {
    let a = Resource("A")
    defer { a.close() }
    let b = Resource("B")
    defer { b.close() }
    if fail { throw Failure.stop(0) }
    print("using \(a.name) and \(b.name)")
}

try? useResources(fail: false)
do {
    try useResources(fail: true)
} catch {
    print("failed with \(error)")
}

func guardDefer(_ v: Int?) {
    defer { print("guardDefer done") }
    guard let v = v else {
        print("nil input")
        return
    }
    print("value \(v)")
}
guardDefer(nil)
guardDefer(7)
// expect: body | defer 2 | defer 1
// expect: start 1
// expect: end 1
// expect: late defer 1
// expect: cleanup 1
// expect: value 10
// expect: start 2
// expect: cleanup 2
// expect: caught stop(2)
// expect: start 3
// expect: end 3
// expect: late defer 3
// expect: cleanup 3
// expect: value 30
// expect: working 0
// expect: end of iteration 0
// expect: skipping 1
// expect: end of iteration 1
// expect: working 2
// expect: end of iteration 2
// expect: inner body x = 5
// expect: inner defer, x now 105
// expect: outer defer sees x = 106
// expect: returned 106
// expect: returnValue 1
// expect: open A
// expect: open B
// expect: using A and B
// expect: close B
// expect: close A
// expect: open A
// expect: open B
// expect: close B
// expect: close A
// expect: failed with stop(0)
// expect: nil input
// expect: guardDefer done
// expect: value 7
// expect: guardDefer done
