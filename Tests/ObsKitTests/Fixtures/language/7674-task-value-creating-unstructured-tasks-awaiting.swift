// WWDC style (Task value): creating unstructured tasks and awaiting their .value results
import Foundation

func square(_ n: Int) async -> Int {
    n * n
}

let task = Task { () -> Int in
    var total = 0
    for i in 1...5 {
        total += await square(i)
    }
    return total
}
let result = await task.value
print("Sum of squares: \(result)")

let tasks = (1...4).map { n in
    Task { await square(n) + 1 }
}
var values: [Int] = []
for t in tasks {
    values.append(await t.value)
}
print(values)

let stringTask = Task<String, Never> {
    let parts = ["swift", "concurrency", "rocks"]
    return parts.map { $0.capitalized }.joined(separator: " ")
}
print(await stringTask.value)

let detached = Task.detached { () -> Double in
    return 22.0 / 7.0
}
let approx = await detached.value
print(String(format: "%.3f", approx))
// expect: Sum of squares: 55
// expect: [2, 5, 10, 17]
// expect: Swift Concurrency Rocks
// expect: 3.143
