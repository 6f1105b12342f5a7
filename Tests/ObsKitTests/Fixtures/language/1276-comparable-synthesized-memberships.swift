// Enumerations: synthesized Comparable for plain enums and for enums with associated values (case order, then payload).
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Membership: Comparable {
    case guest
    case regular
    case premium(years: Int)
}
let levels = [Membership.regular, .guest, .premium(years: 4), .premium(years: 2)]
for level in levels.sorted() { print(level) }
print(Membership.guest < .regular, Membership.premium(years: 1) < .premium(years: 6))
print(Membership.premium(years: 1) > .regular, levels.max()!, levels.min()!)
enum Size: Comparable { case small, medium, large, extraLarge }
let order = [Size.large, .small, .extraLarge, .medium]
print(order.sorted(), order.sorted(by: >))
print(Size.medium...Size.large ~= .large, (Size.small..<Size.large).contains(.large))
enum Version: Comparable {
    case alpha(Int)
    case beta(Int, patch: Int)
    case release(major: Int, minor: Int)
}
let versions: [Version] = [.release(major: 1, minor: 2), .beta(2, patch: 0), .alpha(7), .beta(1, patch: 9), .release(major: 1, minor: 0), .alpha(3)]
print(versions.sorted())
print(Version.beta(1, patch: 9) < .beta(2, patch: 0), Version.alpha(100) < .beta(0, patch: 0))
enum Priority: Int, Comparable {
    case low = 10, high = 1
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue > b.rawValue }
}
print(Priority.low < .high, [Priority.high, .low].sorted())
struct Task: Comparable {
    var size: Size
    var name: String
    static func < (a: Task, b: Task) -> Bool { (a.size, a.name) < (b.size, b.name) }
}
let tasks = [Task(size: .large, name: "deploy"), Task(size: .small, name: "typo"), Task(size: .large, name: "audit")]
print(tasks.sorted().map(\.name), tasks.max()!.name)
print(Size.small == .small, Size.small != .medium, Membership.premium(years: 3) == .premium(years: 3))

// expect: guest
// expect: regular
// expect: premium(years: 2)
// expect: premium(years: 4)
// expect: true true
// expect: true premium(years: 4) guest
// expect: [main.Size.small, main.Size.medium, main.Size.large, main.Size.extraLarge] [main.Size.extraLarge, main.Size.large, main.Size.medium, main.Size.small]
// expect: true false
// expect: [main.Version.alpha(3), main.Version.alpha(7), main.Version.beta(1, patch: 9), main.Version.beta(2, patch: 0), main.Version.release(major: 1, minor: 0), main.Version.release(major: 1, minor: 2)]
// expect: true true
// expect: true [main.Priority.low, main.Priority.high]
// expect: ["typo", "audit", "deploy"] deploy
// expect: true true true
