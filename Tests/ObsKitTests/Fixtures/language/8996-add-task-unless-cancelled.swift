// Apple docs style (TaskGroup.addTaskUnlessCancelled): refusing new work after cancellation
struct Job {
    let name: String
    let cost: Int
}

let jobs = [
    Job(name: "compile", cost: 4),
    Job(name: "link", cost: 2),
    Job(name: "test", cost: 7),
    Job(name: "package", cost: 3),
]

// Normally every job is accepted.
let accepted = await withTaskGroup(of: Int.self) { group -> (Int, Int) in
    var count = 0
    for job in jobs {
        if group.addTaskUnlessCancelled(operation: { job.cost * 10 }) {
            count += 1
        }
    }
    let total = await group.reduce(0, +)
    return (count, total)
}
print("accepted \(accepted.0) jobs, cost \(accepted.1)")

// After cancelAll(), the group refuses to start more children.
let report = await withTaskGroup(of: String.self) { group -> [String] in
    var lines: [String] = []
    for (i, job) in jobs.enumerated() {
        if i == 2 {
            group.cancelAll()
            lines.append("cancelled group before \(job.name)")
        }
        let added = group.addTaskUnlessCancelled { job.name.uppercased() }
        lines.append("\(job.name): added=\(added)")
    }
    lines.append("group.isCancelled=\(group.isCancelled)")
    var finished: [String] = []
    for await name in group { finished.append(name) }
    lines.append("finished: " + finished.sorted().joined(separator: ","))
    return lines
}
report.forEach { print($0) }

// Inside a cancelled task, the group starts out cancelled as well.
let outer = Task { () -> [Bool] in
    while !Task.isCancelled { await Task.yield() }
    return await withTaskGroup(of: Void.self) { group in
        var results: [Bool] = []
        for _ in 0..<3 {
            results.append(group.addTaskUnlessCancelled { })
        }
        return results
    }
}
outer.cancel()
print("inside cancelled task:", await outer.value)

// The throwing variant behaves the same way.
do {
    let n = try await withThrowingTaskGroup(of: Int.self) { group -> Int in
        _ = group.addTaskUnlessCancelled { 1 }
        group.cancelAll()
        let second = group.addTaskUnlessCancelled { 2 }
        print("second accepted:", second)
        var sum = 0
        for try await v in group { sum += v }
        return sum
    }
    print("throwing group sum:", n)
} catch {
    print("error:", error)
}

// expect: accepted 4 jobs, cost 160
// expect: compile: added=true
// expect: link: added=true
// expect: cancelled group before test
// expect: test: added=false
// expect: package: added=false
// expect: group.isCancelled=true
// expect: finished: COMPILE,LINK
// expect: inside cancelled task: [false, false, false]
// expect: second accepted: false
// expect: throwing group sum: 1
