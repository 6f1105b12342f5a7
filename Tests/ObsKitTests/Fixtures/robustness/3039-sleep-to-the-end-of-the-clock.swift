// Class: crash (found by obsfuzz after the merges of this stop: `Task.sleep(nanoseconds: UInt.max)` made the
// virtual clock's addition overflow, "Swift runtime failure: arithmetic overflow" inside ObsKit). A sleep
// now ends at the clock's end (Int.max nanoseconds, about 292 years; Swift's own would last 584) and a
// sleeper there still wakes when cancelled, which is what "sleep until cancelled" code relies on.
// Expected output: swiftc 6.3.1 on this machine, the same program.
try await Task.sleep(nanoseconds: 1_000_000)
let waiter = Task {
    do {
        try await Task.sleep(nanoseconds: UInt64.max)
        print("woke")
    } catch {
        print("cancelled:", error is CancellationError)
    }
}
try await Task.sleep(nanoseconds: 1_000_000)
waiter.cancel()
_ = await waiter.result
print("done")
// expect: cancelled: true
// expect: done
