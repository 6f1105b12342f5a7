// Compiler test style: defer execution order in throwing functions, loops and nested scopes
enum StepError: Error { case failed(String) }

var trace: [String] = []

func step(_ name: String, fail: Bool) throws {
    trace.append("begin \(name)")
    defer { trace.append("defer-1 \(name)") }
    defer { trace.append("defer-2 \(name)") }
    if fail { throw StepError.failed(name) }
    trace.append("end \(name)")
}

func pipeline(failAt: Int?) throws -> Int {
    defer { trace.append("pipeline cleanup") }
    var done = 0
    for i in 1...3 {
        defer { trace.append("loop \(i) done") }
        try step("s\(i)", fail: i == failAt)
        done += 1
    }
    return done
}

func dump(_ title: String) {
    print("== \(title)")
    for t in trace { print(t) }
    trace.removeAll()
}

print(try pipeline(failAt: nil))
dump("no failure")

do {
    _ = try pipeline(failAt: 2)
} catch StepError.failed(let name) {
    trace.append("caught \(name)")
}
dump("fail at 2")

func returnsValue() -> String {
    var x = "initial"
    defer { x = "changed in defer"; trace.append("defer saw \(x)") }
    return x
}
print(returnsValue())
dump("defer after return value evaluated")

func nested() {
    defer { trace.append("outer") }
    do {
        defer { trace.append("inner") }
        trace.append("body")
    }
    trace.append("after inner scope")
}
nested()
dump("nested scopes")

// expect: 3
// expect: == no failure
// expect: begin s1
// expect: end s1
// expect: defer-2 s1
// expect: defer-1 s1
// expect: loop 1 done
// expect: begin s2
// expect: end s2
// expect: defer-2 s2
// expect: defer-1 s2
// expect: loop 2 done
// expect: begin s3
// expect: end s3
// expect: defer-2 s3
// expect: defer-1 s3
// expect: loop 3 done
// expect: pipeline cleanup
// expect: == fail at 2
// expect: begin s1
// expect: end s1
// expect: defer-2 s1
// expect: defer-1 s1
// expect: loop 1 done
// expect: begin s2
// expect: defer-2 s2
// expect: defer-1 s2
// expect: loop 2 done
// expect: pipeline cleanup
// expect: caught s2
// expect: initial
// expect: == defer after return value evaluated
// expect: defer saw changed in defer
// expect: == nested scopes
// expect: body
// expect: inner
// expect: after inner scope
// expect: outer
