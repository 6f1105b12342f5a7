// Compiler test style: defer blocks in async functions running in reverse order around awaits and throws
final class Trace {
    var events: [String] = []
    func add(_ s: String) { events.append(s) }
}

enum StepError: Error { case failed }

func stage(_ name: String, _ trace: Trace) async -> String {
    trace.add("stage \(name)")
    return name
}

func run(_ trace: Trace, fail: Bool) async throws {
    trace.add("begin")
    defer { trace.add("defer 1") }
    _ = await stage("a", trace)
    defer { trace.add("defer 2") }
    if fail {
        throw StepError.failed
    }
    _ = await stage("b", trace)
    defer { trace.add("defer 3") }
    trace.add("end of body")
}

for fail in [false, true] {
    let trace = Trace()
    do {
        try await run(trace, fail: fail)
        trace.add("returned")
    } catch {
        trace.add("caught \(error)")
    }
    print("fail=\(fail):")
    for e in trace.events {
        print("  " + e)
    }
}
// expect: fail=false:
// expect:   begin
// expect:   stage a
// expect:   stage b
// expect:   end of body
// expect:   defer 3
// expect:   defer 2
// expect:   defer 1
// expect:   returned
// expect: fail=true:
// expect:   begin
// expect:   stage a
// expect:   defer 2
// expect:   defer 1
// expect:   caught failed
