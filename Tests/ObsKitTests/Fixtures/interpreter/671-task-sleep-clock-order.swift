// Concurrency: order follows the virtual clock. Two tasks sleeping 2s and 1s print in wake-up order
// while the top level sleeps 3s.
let slow = Task {
    try await Task.sleep(for: .seconds(2))
    print("slow task woke at 2s")
}
let fast = Task {
    try await Task.sleep(for: .seconds(1))
    print("fast task woke at 1s")
}
try await Task.sleep(for: .seconds(3))
print("main woke at 3s")

// expect: fast task woke at 1s
// expect: slow task woke at 2s
// expect: main woke at 3s
