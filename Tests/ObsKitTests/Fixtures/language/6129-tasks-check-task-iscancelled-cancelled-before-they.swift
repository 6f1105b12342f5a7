// Hacking with Swift style (cooperative cancellation): tasks that check Task.isCancelled, cancelled before they start or while they run
func processBatch(_ items: [Int], cancelAfter stop: Int? = nil) async -> [Int] {
    var done: [Int] = []
    for item in items {
        if Task.isCancelled {
            print("  cancelled before item \(item)")
            break
        }
        done.append(item * 2)
        if item == stop {
            withUnsafeCurrentTask { $0?.cancel() }
        }
    }
    return done
}

print("uncancelled:")
let normal = Task { await processBatch([1, 2, 3]) }
print(" ", await normal.value, normal.isCancelled)

print("cancelled early:")
let early = Task { await processBatch([1, 2, 3]) }
early.cancel()
print(" ", await early.value, early.isCancelled)

print("cancelled midway:")
let midway = Task { await processBatch([1, 2, 3, 4, 5], cancelAfter: 3) }
print(" ", await midway.value, midway.isCancelled)

func checkChildren() async -> (Bool, Bool, Bool) {
    async let child = Task.isCancelled
    let unstructured = Task { Task.isCancelled }
    let me = Task.isCancelled
    return (me, await child, await unstructured.value)
}

print("children of a cancelled task:")
let parent = Task { await checkChildren() }
parent.cancel()
let flags = await parent.value
print("  self \(flags.0), async let \(flags.1), unstructured \(flags.2)")

print("top level cancelled?", Task.isCancelled)
let twice = Task { () -> String in
    Task.isCancelled ? "saw cancel" : "ran normally"
}
twice.cancel()
twice.cancel()
print(await twice.value)

// expect: uncancelled:
// expect:   [2, 4, 6] false
// expect: cancelled early:
// expect:   cancelled before item 1
// expect:   [] true
// expect: cancelled midway:
// expect:   cancelled before item 4
// expect:   [2, 4, 6] true
// expect: children of a cancelled task:
// expect:   self true, async let true, unstructured false
// expect: top level cancelled? false
// expect: saw cancel
