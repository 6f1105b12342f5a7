// Swift book style: Task { } and awaiting Task.value for results
func fib(_ n: Int) async -> Int {
    if n < 2 { return n }
    var a = 0, b = 1
    for _ in 0..<n { (a, b) = (b, a + b) }
    return a
}

let task = Task { () -> Int in
    return await fib(20)
}
let value = await task.value
print("fib(20) = \(value)")

let tasks = (1...5).map { n in
    Task { await fib(n * 3) }
}
var results: [Int] = []
for t in tasks {
    results.append(await t.value)
}
print("results: \(results)")

let stringTask = Task<String, Never> {
    let x = await fib(10)
    return "fib(10) is \(x)"
}
print(await stringTask.value)

let voidTask = Task {
    _ = await fib(5)
}
await voidTask.value
print("void task finished")
print("isCancelled: \(voidTask.isCancelled)")
// expect: fib(20) = 6765
// expect: results: [2, 8, 34, 144, 610]
// expect: fib(10) is 55
// expect: void task finished
// expect: isCancelled: false
