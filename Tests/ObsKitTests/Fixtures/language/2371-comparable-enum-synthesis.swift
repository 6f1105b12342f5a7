// Compiler test style: Comparable synthesis for enums with and without associated values
enum Priority: Comparable {
  case low, medium, high, critical
}

enum Version: Comparable, CustomStringConvertible {
  case alpha(Int)
  case beta(Int, patch: Int)
  case release(major: Int, minor: Int)
  var description: String {
    switch self {
    case .alpha(let n): return "a\(n)"
    case let .beta(n, p): return "b\(n).\(p)"
    case let .release(ma, mi): return "\(ma).\(mi)"
    }
  }
}

enum Size: Int, Comparable {
  case large = 1, small = 10, medium = 5
  static func < (a: Size, b: Size) -> Bool { a.rawValue < b.rawValue }
}

struct Task: CustomStringConvertible {
  var name: String
  var priority: Priority
  var description: String { "\(name):\(priority)" }
}

print(Priority.low < .high, Priority.critical > .medium, Priority.medium <= .medium)
print([Priority.high, .low, .critical, .medium].sorted())
print([Priority.high, .low, .critical].max()!, [Priority.high, .medium].min()!)
let versions: [Version] = [.release(major: 1, minor: 2), .alpha(3), .beta(2, patch: 1), .alpha(1),
                           .beta(1, patch: 9), .release(major: 1, minor: 0), .beta(2, patch: 0)]
print(versions.sorted())
print(Version.alpha(99) < .beta(0, patch: 0), Version.release(major: 2, minor: 0) > .release(major: 1, minor: 9))
print(versions.max()!, versions.min()!)
print([Size.small, .large, .medium].sorted(), Size.small > .medium)
let tasks = [Task(name: "deploy", priority: .critical), Task(name: "lint", priority: .low),
             Task(name: "review", priority: .medium), Task(name: "docs", priority: .low)]
print(tasks.sorted { ($0.priority, $0.name) > ($1.priority, $1.name) })
let urgent = tasks.filter { $0.priority >= .medium }.map(\.name)
print(urgent)
print(Priority.low..<Priority.high ~= .medium, (Priority.medium...Priority.critical).contains(.low))
print(clamp(Priority.critical, to: Priority.low ... .high))
func clamp<T: Comparable>(_ v: T, to r: ClosedRange<T>) -> T { min(max(v, r.lowerBound), r.upperBound) }
// expect: true true true
// expect: [main.Priority.low, main.Priority.medium, main.Priority.high, main.Priority.critical]
// expect: critical medium
// expect: [a1, a3, b1.9, b2.0, b2.1, 1.0, 1.2]
// expect: true true
// expect: 1.2 a1
// expect: [main.Size.large, main.Size.medium, main.Size.small] true
// expect: [deploy:critical, review:medium, lint:low, docs:low]
// expect: ["deploy", "review"]
// expect: true false
// expect: high
