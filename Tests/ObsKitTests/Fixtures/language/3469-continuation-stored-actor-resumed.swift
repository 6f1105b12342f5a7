// Swift book style: continuation stored in an actor and resumed by a later call
actor Gate {
    private var waiter: CheckedContinuation<String, Never>?
    private var pending: String?

    func wait() async -> String {
        if let p = pending {
            pending = nil
            return p
        }
        return await withCheckedContinuation { c in
            waiter = c
        }
    }

    func open(with message: String) {
        if let w = waiter {
            waiter = nil
            w.resume(returning: message)
        } else {
            pending = message
        }
    }
}

let gate = Gate()
await gate.open(with: "early message")
print("got: \(await gate.wait())")

let waiterTask = Task { await gate.wait() }
await Task.yield()
await gate.open(with: "late message")
print("waiter got: \(await waiterTask.value)")

func legacyCompute(_ n: Int, _ done: @escaping (Int) -> Void) {
    done((1...n).reduce(1, *))
}
var factorials: [Int] = []
for n in 1...6 {
    let f = await withCheckedContinuation { c in legacyCompute(n) { c.resume(returning: $0) } }
    factorials.append(f)
}
print("factorials: \(factorials)")
// expect: got: early message
// expect: waiter got: late message
// expect: factorials: [1, 2, 6, 24, 120, 720]
