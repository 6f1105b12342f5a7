// Mistake: inside a class, an escaping closure uses a property without `self.`, which Swift 5 requires for escaping closures in classes.
// Expected message: swiftc 6.3.1 -typecheck on this machine
class DownloadTracker {
    var completed = 0
    var onFinish: [() -> Void] = []

    func register(file: String) {
        onFinish.append {
            completed += 1
            print("Finished \(file)")
        }
    }
}

let tracker = DownloadTracker()
tracker.register(file: "a.zip")
tracker.register(file: "b.zip")
tracker.onFinish.forEach { $0() }
print("Completed: \(tracker.completed)")
// expect-error: reference to property 'completed' in closure requires explicit use of 'self' to make capture semantics explicit
