// Swift Evolution style (SE-0316 global actors and @MainActor): a view model and a custom logger actor
@globalActor
actor LogActor {
    static let shared = LogActor()
}

@LogActor
final class Logger {
    static let shared = Logger()
    private var lines: [String] = []

    func log(_ line: String) { lines.append(line) }
    func dump() -> [String] { lines }
}

@MainActor
final class CounterViewModel {
    private(set) var count = 0
    private(set) var title = "Counter"

    func increment(by n: Int = 1) {
        count += n
        title = "Counter (\(count))"
    }

    // Functions isolated to another global actor require await
    func incrementAndLog() async {
        increment()
        await Logger.shared.log("count is now \(count)")
    }
}

// Global functions can be isolated to a global actor too
@MainActor
func render(_ vm: CounterViewModel) -> String {
    "[\(vm.title)]"
}

@LogActor
func logBatch(_ items: [String]) {
    for item in items { Logger.shared.log("batch: \(item)") }
}

// Top-level code runs on the main actor, so no await is needed here
let vm = CounterViewModel()
vm.increment()
vm.increment(by: 4)
print(render(vm))

await vm.incrementAndLog()
await vm.incrementAndLog()
await logBatch(["x", "y"])
print(render(vm))

// Hop onto the main actor explicitly from a non-isolated context
func background() async -> Int {
    await MainActor.run {
        vm.increment(by: 10)
        return vm.count
    }
}
print("after background:", await background())

// A closure can be annotated with a global actor
func countLogLines() async -> Int {
    let counter: @LogActor () -> Int = { Logger.shared.dump().count }
    return await counter()
}
print("log lines:", await countLogLines())
for line in await Logger.shared.dump() {
    print(" ", line)
}

// Main-actor state is directly readable from top-level code
print("final count:", vm.count, render(vm))

// expect: [Counter (5)]
// expect: [Counter (7)]
// expect: after background: 17
// expect: log lines: 4
// expect:   count is now 6
// expect:   count is now 7
// expect:   batch: x
// expect:   batch: y
// expect: final count: 17 [Counter (17)]
