// Task cancellation observed deterministically: self-cancel, checkCancellation, cancellation handlers, groups one child at a time
func selfCancel() {
    withUnsafeCurrentTask { $0?.cancel() }
}

func process(_ items: [Int], cancelAfter: Int) async -> [String] {
    var log: [String] = []
    for (i, item) in items.enumerated() {
        do {
            try Task.checkCancellation()
            log.append("did \(item)")
            if i + 1 == cancelAfter { selfCancel(); log.append("cancel requested") }
        } catch is CancellationError {
            log.append("stopped before \(item)")
            break
        } catch { log.append("unexpected") }
    }
    return log
}

func main() async {
    let sleeper = Task { () -> String in
        do {
            try await Task.sleep(nanoseconds: 30_000_000_000)
            return "woke normally"
        } catch {
            return "sleep ended by \(type(of: error)), cancelled=\(Task.isCancelled)"
        }
    }
    sleeper.cancel()
    print(sleeper.isCancelled)
    print(await sleeper.value)
    let worker = Task { await process([10, 20, 30, 40], cancelAfter: 2) }
    print(await worker.value)
    print(worker.isCancelled)
    let handled = Task { () -> [String] in
        var events: [String] = []
        events.append("before: \(Task.isCancelled)")
        selfCancel()
        events.append("after: \(Task.isCancelled)")
        let r = await withTaskCancellationHandler {
            "operation ran, cancelled=\(Task.isCancelled)"
        } onCancel: {
            print("onCancel handler fired")
        }
        events.append(r)
        return events
    }
    print(await handled.value)

    let results = await withTaskGroup(of: String.self) { group -> [String] in
        var out: [String] = []
        for n in 1...4 {
            if n == 3 {
                group.cancelAll()
                out.append("cancelAll at \(n)")
            }
            let added = group.addTaskUnlessCancelled { "child \(n) cancelled=\(Task.isCancelled)" }
            if !added { out.append("child \(n) not added") }
            if let r = await group.next() { out.append(r) }
        }
        out.append("group cancelled=\(group.isCancelled)")
        return out
    }
    for r in results { print(r) }

    let thrown = Task { () throws -> Int in
        selfCancel()
        try Task.checkCancellation()
        return 1
    }
    do {
        _ = try await thrown.value
        print("no error")
    } catch {
        print("value threw", error is CancellationError)
    }
}
await main()

// expect: true
// expect: sleep ended by CancellationError, cancelled=true
// expect: ["did 10", "did 20", "cancel requested", "stopped before 30"]
// expect: true
// expect: onCancel handler fired
// expect: ["before: false", "after: true", "operation ran, cancelled=true"]
// expect: child 1 cancelled=false
// expect: child 2 cancelled=false
// expect: cancelAll at 3
// expect: child 3 not added
// expect: child 4 not added
// expect: group cancelled=true
// expect: value threw true
