// Hacking with Swift style (Task.sleep): a single chain of awaited steps with short sleeps, so the printed order never changes
func step(_ name: String, ms: Int) async throws -> String {
    try await Task.sleep(for: .milliseconds(ms))
    return "\(name) after \(ms)ms"
}

func retrying(_ attempts: Int, succeedOn success: Int) async throws -> Int {
    for attempt in 1...attempts {
        if attempt == success { return attempt }
        print("  attempt \(attempt) failed, backing off \(attempt * 5)ms")
        try await Task.sleep(for: .milliseconds(attempt * 5))
    }
    throw RetryError.gaveUp
}
enum RetryError: Error { case gaveUp }

print(try await step("boot", ms: 20))
print(try await step("load", ms: 5))
print(try await step("ready", ms: 1))

print("retry:")
print("  succeeded on", try await retrying(4, succeedOn: 3))
do {
    _ = try await retrying(2, succeedOn: 5)
} catch {
    print("  gave up:", error)
}

try await Task.sleep(nanoseconds: 2_000_000)
print("slept with nanoseconds")
try await Task.sleep(until: .now + .milliseconds(3), clock: .continuous)
print("slept until a deadline")
try await Task.sleep(for: .zero)
print("zero sleep returns")

let delayed = Task { () -> String in
    try await Task.sleep(for: .milliseconds(10))
    return "delayed value"
}
print(try await delayed.value)

func countdown(from n: Int) async throws -> [Int] {
    var seen: [Int] = []
    for i in stride(from: n, to: 0, by: -1) {
        seen.append(i)
        try await Task.sleep(for: .milliseconds(2))
    }
    return seen
}
print(try await countdown(from: 4))

// expect: boot after 20ms
// expect: load after 5ms
// expect: ready after 1ms
// expect: retry:
// expect:   attempt 1 failed, backing off 5ms
// expect:   attempt 2 failed, backing off 10ms
// expect:   succeeded on 3
// expect:   attempt 1 failed, backing off 5ms
// expect:   attempt 2 failed, backing off 10ms
// expect:   gave up: gaveUp
// expect: slept with nanoseconds
// expect: slept until a deadline
// expect: zero sleep returns
// expect: delayed value
// expect: [4, 3, 2, 1]
