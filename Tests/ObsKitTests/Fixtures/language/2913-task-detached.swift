// Compiler test style: Task.detached producing a value awaited by the caller
struct Report: Sendable {
    let title: String
    let lines: Int
}

func buildReport(_ title: String) async -> Report {
    return Report(title: title.uppercased(), lines: title.count)
}

let detached = Task.detached {
    await buildReport("quarterly")
}
let report = await detached.value
print(report.title, report.lines)

let numbers = [5, 3, 8]
let doubledTask = Task.detached { () -> [Int] in
    numbers.map { $0 * 2 }
}
print(await doubledTask.value)

let throwing = Task.detached { () throws -> Int in
    struct Oops: Error {}
    throw Oops()
}
do {
    _ = try await throwing.value
    print("no error")
} catch {
    print("caught:", type(of: error))
}
// expect: QUARTERLY 9
// expect: [10, 6, 16]
// expect: caught: Oops
