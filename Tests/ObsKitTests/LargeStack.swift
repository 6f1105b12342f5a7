import Foundation

/// Runs work on a thread with the stack `obsrepl` gives its interpreter (512 MiB, Sources/ObsREPL/main.swift),
/// and waits for it: a fixture recursing 10,000 calls deep must behave in the suite as it does in the shell,
/// not meet the test runner's own small thread stack. Expectations stay on the caller's thread (Swift
/// Testing attributes them by task), so `body` only computes.
enum LargeStack {
    private final class Slot<T>: @unchecked Sendable {
        var value: T?
        let done = DispatchSemaphore(value: 0)
    }

    private final class Work<T>: @unchecked Sendable {
        let body: () -> T
        init(_ body: @escaping () -> T) { self.body = body }
    }

    static func run<T>(_ body: @escaping () -> T) -> T {
        let slot = Slot<T>()
        let work = Work(body)
        let thread = Thread {
            slot.value = work.body()
            slot.done.signal()
        }
        thread.stackSize = 1 << 29
        thread.start()
        slot.done.wait()
        return slot.value!
    }
}
