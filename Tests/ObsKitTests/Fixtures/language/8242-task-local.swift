// Concurrency tutorial: @TaskLocal values are bound with withValue and inherited by child tasks
enum RequestContext {
    @TaskLocal static var requestID: String = "none"
    @TaskLocal static var depth: Int = 0
}

func log(_ message: String) {
    print("[\(RequestContext.requestID)] depth \(RequestContext.depth): \(message)")
}

func handleRequest() async {
    log("handling request")
    await RequestContext.$depth.withValue(RequestContext.depth + 1) {
        log("inside nested call")
        async let child: Void = log("from async let child")
        await child
    }
    let fromTask = await Task { RequestContext.requestID }.value
    let fromDetached = await Task.detached { RequestContext.requestID }.value
    print("Task sees \(fromTask), detached task sees \(fromDetached)")
}

log("before binding")
await RequestContext.$requestID.withValue("req-42") {
    await handleRequest()
}
log("after binding")

let ids = await RequestContext.$requestID.withValue("batch") {
    await withTaskGroup(of: String.self) { group -> [String] in
        for i in 1...3 {
            group.addTask { "\(RequestContext.requestID)-\(i)" }
        }
        var all: [String] = []
        for await id in group { all.append(id) }
        return all.sorted()
    }
}
print(ids)
// expect: [none] depth 0: before binding
// expect: [req-42] depth 0: handling request
// expect: [req-42] depth 1: inside nested call
// expect: [req-42] depth 1: from async let child
// expect: Task sees req-42, detached task sees none
// expect: [none] depth 0: after binding
// expect: ["batch-1", "batch-2", "batch-3"]
