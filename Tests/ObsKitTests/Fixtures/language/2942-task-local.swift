// Compiler test style: @TaskLocal values bound with withValue and inherited by child tasks
enum Context {
    @TaskLocal static var requestID: String = "none"
    @TaskLocal static var depth: Int = 0
}

func logLine(_ msg: String) -> String {
    "[\(Context.requestID)#\(Context.depth)] \(msg)"
}

func handle() async -> [String] {
    var lines = [logLine("start")]
    await Context.$depth.withValue(Context.depth + 1) {
        lines.append(logLine("nested"))
        let child = await withTaskGroup(of: String.self) { group -> [String] in
            group.addTask { logLine("child a") }
            group.addTask { logLine("child b") }
            var out: [String] = []
            for await l in group { out.append(l) }
            return out.sorted()
        }
        lines.append(contentsOf: child)
    }
    lines.append(logLine("end"))
    return lines
}

print(logLine("outside"))
let lines = await Context.$requestID.withValue("req-42") {
    await handle()
}
for l in lines { print(l) }

let detachedValue = await Context.$requestID.withValue("req-7") {
    let inherited = await Task { Context.requestID }.value
    let detached = await Task.detached { Context.requestID }.value
    return "task=\(inherited) detached=\(detached)"
}
print(detachedValue)
print(logLine("after"))
// expect: [none#0] outside
// expect: [req-42#0] start
// expect: [req-42#1] nested
// expect: [req-42#1] child a
// expect: [req-42#1] child b
// expect: [req-42#0] end
// expect: task=req-7 detached=none
// expect: [none#0] after
