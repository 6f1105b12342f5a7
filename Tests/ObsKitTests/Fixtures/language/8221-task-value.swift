// Concurrency tutorial: creating a Task and reading its result with await task.value
func computeFactorial(_ n: Int) async -> Int {
    var result = 1
    for i in 1...n {
        result *= i
    }
    return result
}

let task = Task {
    await computeFactorial(10)
}
let value = await task.value
print("10! = \(value)")

let stringTask = Task { () -> String in
    let a = await computeFactorial(3)
    let b = await computeFactorial(4)
    return "3! = \(a), 4! = \(b)"
}
print(await stringTask.value)

enum LoadError: Error {
    case notFound
}

let failing = Task { () throws -> Int in
    throw LoadError.notFound
}

do {
    let v = try await failing.value
    print("Unexpected: \(v)")
} catch {
    print("Task failed with: \(error)")
}

let result = await failing.result
switch result {
case .success(let v): print("success \(v)")
case .failure(let e): print("result is failure: \(e)")
}

var tasks: [Task<Int, Never>] = []
for n in 1...5 {
    tasks.append(Task { await computeFactorial(n) })
}
var values: [Int] = []
for t in tasks {
    values.append(await t.value)
}
print("Factorials: \(values)")
// expect: 10! = 3628800
// expect: 3! = 6, 4! = 24
// expect: Task failed with: notFound
// expect: result is failure: notFound
// expect: Factorials: [1, 2, 6, 24, 120]
