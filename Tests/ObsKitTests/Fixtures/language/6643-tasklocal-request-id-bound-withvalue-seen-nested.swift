// Swift book style (task-local values): a @TaskLocal request id bound with withValue, seen by nested calls and child tasks
enum Trace {
    @TaskLocal static var requestID: String = "none"
    @TaskLocal static var depth: Int = 0
}

func logLine(_ message: String) -> String {
    "[\(Trace.requestID)/\(Trace.depth)] \(message)"
}

func handle(_ path: String) async -> [String] {
    var lines = [logLine("start \(path)")]
    await Trace.$depth.withValue(Trace.depth + 1) {
        lines.append(logLine("inner"))
        async let child = logLine("child task")
        lines.append(await child)
    }
    lines.append(logLine("end"))
    return lines
}

print(logLine("outside"))
let lines = await Trace.$requestID.withValue("req-1") {
    await handle("/home")
}
for line in lines { print(line) }

let grouped = await Trace.$requestID.withValue("req-2") {
    await withTaskGroup(of: String.self) { group in
        for n in 1...3 {
            group.addTask { logLine("item \(n)") }
        }
        var all: [String] = []
        for await line in group { all.append(line) }
        return all.sorted()
    }
}
for line in grouped { print(line) }

let detached = await Trace.$requestID.withValue("req-3") {
    await Task.detached { Trace.requestID }.value
}
print("detached sees:", detached)
print(logLine("after"))

// expect: [none/0] outside
// expect: [req-1/0] start /home
// expect: [req-1/1] inner
// expect: [req-1/1] child task
// expect: [req-1/0] end
// expect: [req-2/0] item 1
// expect: [req-2/0] item 2
// expect: [req-2/0] item 3
// expect: detached sees: none
// expect: [none/0] after
