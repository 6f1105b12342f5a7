// Foundation's NSLock and NSRecursiveLock guarding a counter (lock, unlock, try, withLock, name) and the Synchronization module's Mutex (withLock with the value inout)
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
import Foundation
import Synchronization
let lock = NSLock()
var count = 0
lock.lock()
count += 1
lock.unlock()
print(lock.try(), lock.try())
lock.unlock()
let r = lock.withLock { count += 10; return count }
print(r, count)
lock.name = "counter"
print(lock.name as Any)
let rl = NSRecursiveLock()
rl.lock(); rl.lock(); print("nested"); rl.unlock(); rl.unlock()
print(rl.withLock { 5 })
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  func increment() { lock.lock(); defer { lock.unlock() }; value += 1 }
  var current: Int { lock.withLock { value } }
}
let c = Counter()
for _ in 0..<5 { c.increment() }
print(c.current)

let m = Mutex(0)
m.withLock { $0 += 2 }
print(m.withLock { $0 })
let names = Mutex<[String]>([])
for n in ["b", "a"] { names.withLock { $0.append(n) } }
print(names.withLock { $0.sorted() })

// expect: true false
// expect: 11 11
// expect: Optional("counter")
// expect: nested
// expect: 5
// expect: 5
// expect: 2
// expect: ["a", "b"]
