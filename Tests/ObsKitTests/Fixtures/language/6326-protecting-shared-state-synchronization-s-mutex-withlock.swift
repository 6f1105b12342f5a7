// What's new in Swift 6.0 style (Mutex, SE-0433): protecting shared state with Synchronization's Mutex and withLock
import Synchronization

final class VisitCounter: Sendable {
    private let state = Mutex<[String: Int]>([:])

    func record(_ page: String) -> Int {
        state.withLock { counts in
            counts[page, default: 0] += 1
            return counts[page]!
        }
    }

    func report() -> [String] {
        state.withLock { counts in
            counts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        }
    }
}

let counter = VisitCounter()
for page in ["/home", "/about", "/home", "/blog", "/home"] {
    let n = counter.record(page)
    print("visit \(page) -> \(n)")
}
print(counter.report())

let total = Mutex(0)
await withTaskGroup(of: Void.self) { group in
    for i in 1...100 {
        group.addTask {
            total.withLock { $0 += i }
        }
    }
}
print("sum from tasks:", total.withLock { $0 })

let names = Mutex<[String]>(["b"])
names.withLock { $0.append("a") }
let sorted = names.withLock { $0.sorted() }
print(sorted)

let attempt = total.withLockIfAvailable { $0 * 2 }
print("try-lock:", attempt.map(String.init) ?? "busy")

// expect: visit /home -> 1
// expect: visit /about -> 1
// expect: visit /home -> 2
// expect: visit /blog -> 1
// expect: visit /home -> 3
// expect: ["/about: 1", "/blog: 1", "/home: 3"]
// expect: sum from tasks: 5050
// expect: ["a", "b"]
// expect: try-lock: 10100
