// Compiler test style: unstructured Task { } whose value is read with await task.value
func compute(_ n: Int) async -> Int {
    var total = 0
    for i in 1...n {
        total += i
    }
    return total
}

let task = Task {
    await compute(100)
}
let result = await task.value
print("result:", result)

let tasks = (1...4).map { n in
    Task { () -> String in
        let v = await compute(n)
        return "n=\(n) -> \(v)"
    }
}
for t in tasks {
    print(await t.value)
}

let voidTask = Task {
    _ = await compute(5)
}
await voidTask.value
print("void task finished")
// expect: result: 5050
// expect: n=1 -> 1
// expect: n=2 -> 3
// expect: n=3 -> 6
// expect: n=4 -> 10
// expect: void task finished
