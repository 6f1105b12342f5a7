// Compiler test style (concurrency): printed descriptions of concurrency types, Duration arithmetic
// known-gap: error: 2459-concurrency-descriptions.swift:35:39: error: value of type 'symbol' has no member 'rawValue'
actor Printer {
    let id = 7
}

let cancellation = CancellationError()
print("error:", cancellation)
print("described:", String(describing: cancellation))
print("reflecting:", String(reflecting: type(of: cancellation)))

let task = Task { 42 }
_ = await task.value
print("task type:", type(of: task))
let throwingTask = Task { () throws -> String in "x" }
print("throwing task type:", type(of: throwingTask))
print("task equals itself:", task == task)

let printer = Printer()
print("actor type:", type(of: printer))
print("stream type:", type(of: AsyncStream<Int> { $0.finish() }))
print("throwing stream type:", type(of: AsyncThrowingStream<String, Error> { $0.finish() }))

let d1 = Duration.seconds(2)
let d2 = Duration.milliseconds(750)
print("sum:", d1 + d2)
print("difference:", d1 - d2)
print("scaled:", d2 * 4)
print("compare:", d2 < d1, d1 == .milliseconds(2000))
print("components:", (d1 + d2).components.seconds, (d1 + d2).components.attoseconds)
print("micro:", Duration.microseconds(1_500))
print("ratio:", d1 / d2)

let priorities: [TaskPriority] = [.low, .medium, .high, .background, .utility, .userInitiated]
print("raw values:", priorities.map { $0.rawValue })
print("sorted:", priorities.sorted().map { $0.rawValue })
print("high > low:", TaskPriority.high > .low)

// expect: error: CancellationError()
// expect: described: CancellationError()
// expect: reflecting: Swift.CancellationError
// expect: task type: Task<Int, Never>
// expect: throwing task type: Task<String, Error>
// expect: task equals itself: true
// expect: actor type: Printer
// expect: stream type: AsyncStream<Int>
// expect: throwing stream type: AsyncThrowingStream<String, Error>
// expect: sum: 2.75 seconds
// expect: difference: 1.25 seconds
// expect: scaled: 3.0 seconds
// expect: compare: true true
// expect: components: 2 750000000000000000
// expect: micro: 0.0015 seconds
// expect: ratio: 2.6666666666666665
// expect: raw values: [17, 21, 25, 9, 17, 25]
// expect: sorted: [9, 17, 17, 21, 25, 25]
// expect: high > low: true
