// Concurrency: order follows the virtual clock. Two tasks with several sleeps each interleave
// by wake-up time: A at 1s and 3s, B at 2s and 4s.
Task {
    try await Task.sleep(for: .seconds(1))
    print("A at 1s")
    try await Task.sleep(for: .seconds(2))
    print("A at 3s")
}
Task {
    try await Task.sleep(for: .seconds(2))
    print("B at 2s")
    try await Task.sleep(for: .seconds(2))
    print("B at 4s")
}
try await Task.sleep(for: .seconds(5))
print("main at 5s")

// expect: A at 1s
// expect: B at 2s
// expect: A at 3s
// expect: B at 4s
// expect: main at 5s
