// WWDC style (limited task group): keep at most two child tasks running, adding one each time a result arrives
func cost(of job: String) async -> Int {
    job.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 97
}

let jobs = ["compile", "link", "test", "package", "sign", "upload"]

let results = await withTaskGroup(of: (String, Int).self) { group in
    var pending = jobs[...]
    for _ in 0..<2 {
        if let job = pending.popFirst() {
            group.addTask { (job, await cost(of: job)) }
        }
    }
    var finished: [(String, Int)] = []
    while let done = await group.next() {
        finished.append(done)
        if let job = pending.popFirst() {
            group.addTask { (job, await cost(of: job)) }
        }
    }
    return finished
}

print("finished \(results.count) jobs")
for (job, c) in results.sorted(by: { $0.0 < $1.0 }) {
    print(job, c)
}
let cheapest = results.min { $0.1 == $1.1 ? $0.0 < $1.0 : $0.1 < $1.1 }!
print("cheapest:", cheapest.0)
let waitedAll = await withTaskGroup(of: Void.self) { group -> Bool in
    for _ in 1...3 { group.addTask {} }
    await group.waitForAll()
    return group.isEmpty
}
print("group empty after waitForAll:", waitedAll)

// expect: finished 6 jobs
// expect: compile 66
// expect: link 42
// expect: package 37
// expect: sign 45
// expect: test 60
// expect: upload 63
// expect: cheapest: package
// expect: group empty after waitForAll: true
