// App code style: date-free job scheduler that assigns dependent tasks to workers by time slots
struct Job {
    let name: String
    let duration: Int
    let after: [String]
}

struct Assignment {
    let job: String
    let worker: Int
    let start: Int
    let end: Int
}

func schedule(_ jobs: [Job], workers: Int) -> [Assignment] {
    var remainingDeps: [String: Int] = [:]
    var dependents: [String: [String]] = [:]
    let byName = Dictionary(uniqueKeysWithValues: jobs.map { ($0.name, $0) })
    for job in jobs {
        remainingDeps[job.name] = job.after.count
        for dep in job.after {
            dependents[dep, default: []].append(job.name)
        }
    }
    var ready = jobs.filter { $0.after.isEmpty }.map(\.name).sorted()
    var readyAt: [String: Int] = [:]
    for name in ready { readyAt[name] = 0 }
    var workerFree = Array(repeating: 0, count: workers)
    var result: [Assignment] = []

    while !ready.isEmpty {
        ready.sort { (readyAt[$0]!, $0) < (readyAt[$1]!, $1) }
        let name = ready.removeFirst()
        let job = byName[name]!
        let worker = workerFree.indices.min { workerFree[$0] < workerFree[$1] }!
        let start = max(workerFree[worker], readyAt[name]!)
        let end = start + job.duration
        workerFree[worker] = end
        result.append(Assignment(job: name, worker: worker, start: start, end: end))
        for next in dependents[name] ?? [] {
            remainingDeps[next]! -= 1
            readyAt[next] = max(readyAt[next] ?? 0, end)
            if remainingDeps[next] == 0 { ready.append(next) }
        }
    }
    return result
}

func timeline(for assignments: [Assignment], workers: Int) -> [String] {
    let span = assignments.map(\.end).max() ?? 0
    return (0..<workers).map { w in
        var row = Array(repeating: Character("."), count: span)
        for a in assignments where a.worker == w {
            let mark = a.job.first!
            for t in a.start..<a.end { row[t] = mark }
        }
        return "W\(w) |" + String(row) + "|"
    }
}

let jobs = [
    Job(name: "fetch", duration: 3, after: []),
    Job(name: "assets", duration: 2, after: []),
    Job(name: "parse", duration: 2, after: ["fetch"]),
    Job(name: "index", duration: 4, after: ["parse"]),
    Job(name: "layout", duration: 3, after: ["parse", "assets"]),
    Job(name: "render", duration: 2, after: ["layout"]),
    Job(name: "upload", duration: 1, after: ["index", "render"]),
]

for workers in [1, 2, 3] {
    let plan = schedule(jobs, workers: workers)
    let makespan = plan.map(\.end).max() ?? 0
    print("== \(workers) worker(s), makespan \(makespan) ==")
    if workers == 2 {
        for a in plan {
            print("  \(a.job) on W\(a.worker): \(a.start)-\(a.end)")
        }
    }
    for line in timeline(for: plan, workers: workers) {
        print(line)
    }
}

let critical = schedule(jobs, workers: 10)
let idle = critical.filter { $0.start > 0 }.map { "\($0.job)@\($0.start)" }
print("Waits with unlimited workers: \(idle.joined(separator: " "))")

// expect: == 1 worker(s), makespan 17 ==
// expect: W0 |aafffppiiiilllrru|
// expect: == 2 worker(s), makespan 11 ==
// expect:   assets on W0: 0-2
// expect:   fetch on W1: 0-3
// expect:   parse on W0: 3-5
// expect:   index on W1: 5-9
// expect:   layout on W0: 5-8
// expect:   render on W0: 8-10
// expect:   upload on W1: 10-11
// expect: W0 |aa.pplllrr.|
// expect: W1 |fff..iiii.u|
// expect: == 3 worker(s), makespan 11 ==
// expect: W0 |aa...iiii..|
// expect: W1 |fff..lll..u|
// expect: W2 |...pp...rr.|
// expect: Waits with unlimited workers: parse@3 index@5 layout@5 render@8 upload@10
