// Enum cases whose associated values have defaults: a call may leave them out, by position or by label.
// Expected output from swiftc 6.3.1 on Linux.
enum Priority { case low, normal, high }
enum Action {
    case add(String, Priority = .normal)
    case move(from: Int, to: Int = 0)
    case clear
}
func describe(_ action: Action) -> String {
    switch action {
    case .add(let title, let priority): return "add \(title) \(priority)"
    case .move(let from, let to): return "move \(from) -> \(to)"
    case .clear: return "clear"
    }
}
print(describe(.add("milk")))
print(describe(.add("eggs", .high)))
print(describe(Action.move(from: 3)))
print(describe(.move(from: 1, to: 2)))
print(describe(.clear))
// expect: add milk normal
// expect: add eggs high
// expect: move 3 -> 0
// expect: move 1 -> 2
// expect: clear
