// WWDC style (TaskLocal): task-local values bound with withValue and inherited by child tasks
enum RequestContext {
    @TaskLocal static var requestID: String = "none"
    @TaskLocal static var depth: Int = 0
}

func log(_ message: String) {
    print("[\(RequestContext.requestID)#\(RequestContext.depth)] \(message)")
}

func handle() async {
    log("handling")
    await RequestContext.$depth.withValue(RequestContext.depth + 1) {
        log("nested")
        async let child: Void = log("in async let")
        await child
    }
    log("back")
}

log("startup")
await RequestContext.$requestID.withValue("req-42") {
    await handle()
}
await RequestContext.$requestID.withValue("req-7") {
    let t = Task { RequestContext.requestID }
    print("inherited by Task:", await t.value)
    let d = Task.detached { RequestContext.requestID }
    print("detached sees:", await d.value)
}
log("shutdown")
// expect: [none#0] startup
// expect: [req-42#0] handling
// expect: [req-42#1] nested
// expect: [req-42#1] in async let
// expect: [req-42#0] back
// expect: inherited by Task: req-7
// expect: detached sees: none
// expect: [none#0] shutdown
