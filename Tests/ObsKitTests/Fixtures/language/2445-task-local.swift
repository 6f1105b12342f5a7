// Compiler test style (concurrency): TaskLocal values bound with withValue and inherited by child tasks
enum Trace {
    @TaskLocal static var requestID: String = "none"
    @TaskLocal static var depth: Int = 0
}

func logLine(_ message: String) -> String {
    "[\(Trace.requestID)|\(Trace.depth)] \(message)"
}

func handle(_ path: String) async -> [String] {
    var lines = [logLine("handle \(path)")]
    await Trace.$depth.withValue(Trace.depth + 1) {
        lines.append(logLine("inner"))
        async let child = logLine("async let child")
        lines.append(await child)
    }
    lines.append(logLine("back out"))
    return lines
}

print(logLine("startup"))
let lines = await Trace.$requestID.withValue("req-42") {
    await handle("/home")
}
lines.forEach { print($0) }
print(logLine("after binding"))

let groupLines = await Trace.$requestID.withValue("batch") {
    await withTaskGroup(of: String.self) { group in
        for i in 1...3 {
            group.addTask {
                await Trace.$depth.withValue(i) { logLine("child \(i)") }
            }
        }
        var out: [String] = []
        for await l in group { out.append(l) }
        return out.sorted()
    }
}
groupLines.forEach { print($0) }

let inherited = await Trace.$requestID.withValue("unstructured") {
    await Task { logLine("inside Task") }.value
}
print(inherited)
let detached = await Trace.$requestID.withValue("not-inherited") {
    await Task.detached { logLine("inside detached") }.value
}
print(detached)

let nested = Trace.$requestID.withValue("outer") {
    Trace.$requestID.withValue("inner") { Trace.requestID } + "/" + Trace.requestID
}
print("nested sync:", nested)

// expect: [none|0] startup
// expect: [req-42|0] handle /home
// expect: [req-42|1] inner
// expect: [req-42|1] async let child
// expect: [req-42|0] back out
// expect: [none|0] after binding
// expect: [batch|1] child 1
// expect: [batch|2] child 2
// expect: [batch|3] child 3
// expect: [unstructured|0] inside Task
// expect: [none|0] inside detached
// expect: nested sync: inner/outer
