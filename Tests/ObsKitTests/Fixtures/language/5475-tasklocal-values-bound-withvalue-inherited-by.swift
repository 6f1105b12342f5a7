// Swift concurrency style (SE-0311): @TaskLocal values bound with withValue, inherited by child tasks, restored after scope
enum Trace {
    @TaskLocal static var requestID: String = "none"
    @TaskLocal static var depth: Int = 0
}

func log(_ message: String) {
    let indent = String(repeating: "  ", count: Trace.depth)
    print("\(indent)[\(Trace.requestID)] \(message)")
}

func nested(_ label: String) async {
    await Trace.$depth.withValue(Trace.depth + 1) {
        log("enter \(label)")
        if Trace.depth < 3 {
            await nested(label + ".child")
        }
        log("leave \(label)")
    }
}

log("startup")
await Trace.$requestID.withValue("req-1") {
    log("handling")
    await nested("a")
    let child = Task {
        // unstructured Task inherits task-local values
        Trace.requestID
    }
    print("child saw", await child.value)
    let detached = Task.detached { Trace.requestID }
    print("detached saw", await detached.value)
}
log("after scope")

let ids = await Trace.$requestID.withValue("group") {
    await withTaskGroup(of: String.self) { group in
        for i in 0..<3 {
            group.addTask {
                await Trace.$depth.withValue(i) { "\(Trace.requestID)#\(Trace.depth)" }
            }
        }
        var all: [String] = []
        for await s in group { all.append(s) }
        return all.sorted()
    }
}
print(ids)

Trace.$requestID.withValue("sync") {
    log("synchronous binding")
}
print(Trace.requestID, Trace.depth)

// expect: [none] startup
// expect: [req-1] handling
// expect:   [req-1] enter a
// expect:     [req-1] enter a.child
// expect:       [req-1] enter a.child.child
// expect:       [req-1] leave a.child.child
// expect:     [req-1] leave a.child
// expect:   [req-1] leave a
// expect: child saw req-1
// expect: detached saw none
// expect: [none] after scope
// expect: ["group#0", "group#1", "group#2"]
// expect: [sync] synchronous binding
// expect: none 0
