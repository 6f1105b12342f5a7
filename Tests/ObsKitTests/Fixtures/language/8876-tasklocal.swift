// Apple docs style (TaskLocal): request-scoped values that flow into child tasks
enum Trace {
    @TaskLocal static var requestID: String?
    @TaskLocal static var depth: Int = 0
}

func log(_ message: String) -> String {
    let indent = String(repeating: "  ", count: Trace.depth)
    return "\(indent)[\(Trace.requestID ?? "no-request")] \(message)"
}

var lines: [String] = []
lines.append(log("before any request"))

// withValue binds the value for the duration of the closure.
Trace.$requestID.withValue("req-1") {
    lines.append(log("handling"))
    Trace.$depth.withValue(Trace.depth + 1) {
        lines.append(log("loading user"))
        Trace.$depth.withValue(Trace.depth + 1) {
            lines.append(log("querying db"))
        }
        lines.append(log("user loaded"))
    }
    // Nested withValue on the same key shadows the outer binding.
    Trace.$requestID.withValue("req-1/retry") {
        lines.append(log("retrying"))
    }
    lines.append(log("done"))
}
lines.append(log("after request"))
lines.forEach { print($0) }

// Child tasks (group children, async let, Task {}) inherit task-locals.
func handle(request id: String) async -> [String] {
    await Trace.$requestID.withValue(id) {
        async let fromAsyncLet = log("async let child")
        let fromTask = await Task { log("unstructured child") }.value
        let fromGroup = await withTaskGroup(of: String.self) { group in
            for part in ["a", "b"] {
                group.addTask {
                    Trace.$depth.withValue(1) { log("group part \(part)") }
                }
            }
            var out: [String] = []
            for await line in group { out.append(line) }
            return out.sorted()
        }
        let fromDetached = await Task.detached { log("detached child") }.value
        return await [fromAsyncLet, fromTask] + fromGroup + [fromDetached]
    }
}

for line in await handle(request: "req-7") {
    print(line)
}

// The projected value can be read and printed.
print("current depth outside:", Trace.depth)
print("binding visible via $:", Trace.$depth.get())

// expect: [no-request] before any request
// expect: [req-1] handling
// expect:   [req-1] loading user
// expect:     [req-1] querying db
// expect:   [req-1] user loaded
// expect: [req-1/retry] retrying
// expect: [req-1] done
// expect: [no-request] after request
// expect: [req-7] async let child
// expect: [req-7] unstructured child
// expect:   [req-7] group part a
// expect:   [req-7] group part b
// expect: [no-request] detached child
// expect: current depth outside: 0
// expect: binding visible via $: 0
