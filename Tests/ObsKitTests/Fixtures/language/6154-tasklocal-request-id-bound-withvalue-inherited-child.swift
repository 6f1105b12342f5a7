// SwiftLee style (task-local values): a @TaskLocal request id bound with withValue, inherited by child tasks but not by detached ones
enum RequestContext {
    @TaskLocal static var requestID: String = "none"
    @TaskLocal static var depth: Int = 0
}

func log(_ message: String) {
    print("[\(RequestContext.requestID) d\(RequestContext.depth)] \(message)")
}

func handle(_ path: String) async -> String {
    log("handling \(path)")
    async let child = childWork()
    let fromTask = await Task { RequestContext.requestID }.value
    let fromDetached = await Task.detached { RequestContext.requestID }.value
    return "\(await child) task=\(fromTask) detached=\(fromDetached)"
}

func childWork() async -> String { "child=\(RequestContext.requestID)" }

log("outside any binding")
await RequestContext.$requestID.withValue("req-1") {
    log(await handle("/home"))
}
log("after first request")

await RequestContext.$requestID.withValue("req-2") {
    await RequestContext.$depth.withValue(RequestContext.depth + 1) {
        log("nested once")
        await RequestContext.$depth.withValue(RequestContext.depth + 1) {
            log("nested twice")
        }
        log("back to once")
    }
}

let ids = await RequestContext.$requestID.withValue("batch") {
    await withTaskGroup(of: String.self) { group in
        for n in 1...3 {
            group.addTask { "\(RequestContext.requestID)#\(n)" }
        }
        var all: [String] = []
        for await id in group { all.append(id) }
        return all.sorted()
    }
}
print(ids)

let syncValue = RequestContext.$requestID.withValue("sync") { RequestContext.requestID.uppercased() }
print(syncValue, RequestContext.$requestID.get())

// expect: [none d0] outside any binding
// expect: [req-1 d0] handling /home
// expect: [req-1 d0] child=req-1 task=req-1 detached=none
// expect: [none d0] after first request
// expect: [req-2 d1] nested once
// expect: [req-2 d2] nested twice
// expect: [req-2 d1] back to once
// expect: ["batch#1", "batch#2", "batch#3"]
// expect: SYNC none
