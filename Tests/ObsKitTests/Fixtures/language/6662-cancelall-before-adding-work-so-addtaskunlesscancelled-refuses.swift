// WWDC style (group cancellation): cancelAll before adding work, so addTaskUnlessCancelled refuses new children
let outcome = await withTaskGroup(of: String.self) { group -> [String] in
    var accepted: [String] = []
    for name in ["alpha", "beta"] {
        if group.addTaskUnlessCancelled(operation: { name.uppercased() }) {
            accepted.append(name)
        }
    }
    group.cancelAll()
    for name in ["gamma", "delta"] {
        if group.addTaskUnlessCancelled(operation: { name.uppercased() }) {
            accepted.append(name)
        } else {
            accepted.append("\(name) refused")
        }
    }
    var results: [String] = []
    for await value in group {
        results.append(value)
    }
    return accepted + results.sorted()
}
for line in outcome {
    print(line)
}

let flags = await withTaskGroup(of: Bool.self) { group -> (Bool, Bool) in
    let before = group.isCancelled
    group.cancelAll()
    return (before, group.isCancelled)
}
print("cancelled before/after:", flags.0, flags.1)

let throwing = try await withThrowingTaskGroup(of: Int.self) { group -> [Int] in
    for n in 1...3 {
        group.addTask { n * 100 }
    }
    var all: [Int] = []
    for try await v in group { all.append(v) }
    return all.sorted(by: >)
}
print("throwing group:", throwing)

// expect: alpha
// expect: beta
// expect: gamma refused
// expect: delta refused
// expect: ALPHA
// expect: BETA
// expect: cancelled before/after: false true
// expect: throwing group: [300, 200, 100]
