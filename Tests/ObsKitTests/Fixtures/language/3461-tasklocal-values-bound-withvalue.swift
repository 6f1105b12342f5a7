// Swift book style: TaskLocal values bound with withValue and inherited by child tasks
enum RequestContext {
    @TaskLocal static var requestID: String = "none"
    @TaskLocal static var depth: Int = 0
}

func log(_ message: String) {
    print("[\(RequestContext.requestID) d=\(RequestContext.depth)] \(message)")
}

func handle() async {
    log("handling")
    await RequestContext.$depth.withValue(RequestContext.depth + 1) {
        log("nested")
        let child = Task { () -> String in
            return "child sees \(RequestContext.requestID)"
        }
        print(await child.value)
    }
    log("back")
}

log("before")
await RequestContext.$requestID.withValue("req-42") {
    await handle()
}
log("after")

let ids = await RequestContext.$requestID.withValue("grp") {
    await withTaskGroup(of: String.self) { g in
        for i in 0..<3 {
            g.addTask { "\(RequestContext.requestID)-\(i)" }
        }
        var r: [String] = []
        for await s in g { r.append(s) }
        return r.sorted()
    }
}
print(ids)
let detached = await RequestContext.$requestID.withValue("outer") {
    await Task.detached { RequestContext.requestID }.value
}
print("detached sees: \(detached)")
// expect: [none d=0] before
// expect: [req-42 d=0] handling
// expect: [req-42 d=1] nested
// expect: child sees req-42
// expect: [req-42 d=0] back
// expect: [none d=0] after
// expect: ["grp-0", "grp-1", "grp-2"]
// expect: detached sees: none
