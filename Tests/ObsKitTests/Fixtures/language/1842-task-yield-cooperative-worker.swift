// Compiler test style: Task.yield() — long-running loops yield so that a cancelled or signalled task stops at a predictable checkpoint
actor Flag {
    private(set) var raised = false
    func raise() { raised = true }
}

// Work that checks for cancellation at each yield point and reports how far it got
func crunch(upTo limit: Int, stopOnCancel: Bool) async -> (completed: Bool, sum: Int) {
    var sum = 0
    for i in 1...limit {
        sum += i
        if i % 100 == 0 {
            await Task.yield()
            if stopOnCancel && Task.isCancelled { return (false, -1) }
        }
    }
    return (true, sum)
}

let finished = await crunch(upTo: 1000, stopOnCancel: true)
print("uncancelled: completed=\(finished.completed) sum=\(finished.sum)")

let stopped = await withTaskGroup(of: (Bool, Int).self) { group in
    group.cancelAll()
    group.addTask { await crunch(upTo: 1000, stopOnCancel: true) }
    return await group.next()!
}
print("cancelled: completed=\(stopped.0) sum=\(stopped.1)")

let ignoring = await withTaskGroup(of: (Bool, Int).self) { group in
    group.cancelAll()
    group.addTask { await crunch(upTo: 1000, stopOnCancel: false) }
    return await group.next()!
}
print("ignores cancellation: completed=\(ignoring.0) sum=\(ignoring.1)")

// A spinner that yields until a flag is raised by a sibling task; the result does not depend on timing
let flag = Flag()
let result = await withTaskGroup(of: String.self) { group in
    group.addTask {
        var spins = 0
        while await !flag.raised {
            spins += 1
            await Task.yield()
        }
        _ = spins
        return "spinner saw the flag"
    }
    group.addTask {
        await Task.yield()
        await flag.raise()
        return "raiser done"
    }
    var lines: [String] = []
    for await line in group { lines.append(line) }
    return lines.sorted()
}
for line in result { print(line) }

// Yield inside a single task never changes the order of its own statements
var trace: [String] = []
for step in ["load", "parse", "render"] {
    trace.append("begin \(step)")
    await Task.yield()
    trace.append("end \(step)")
}
print(trace.joined(separator: " > "))

// expect: uncancelled: completed=true sum=500500
// expect: cancelled: completed=false sum=-1
// expect: ignores cancellation: completed=true sum=500500
// expect: raiser done
// expect: spinner saw the flag
// expect: begin load > end load > begin parse > end parse > begin render > end render
