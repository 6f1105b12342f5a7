// #isolation (SE-0420) as a default argument and as an expression: the main actor at top level, in @MainActor code and in a Task there; an actor's own method gives the actor; nonisolated members, free functions and Task.detached none
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
func here(_ a: isolated (any Actor)? = #isolation) -> String { a.map { "\(type(of: $0))" } ?? "nil" }
print(here())
actor Bank {
  func check() -> String { here() }
  nonisolated func outside() -> String { here() }
}
@MainActor func onMain() -> String { here() }
func plain() -> String { here() }
func plainAsync() async -> String { here() }
let b = Bank()
print(await b.check(), b.outside())
print(await onMain(), plain(), await plainAsync())
print(#isolation as Any)
await Task { print(here()) }.value
await Task.detached { print(here()) }.value

// expect: MainActor
// expect: Bank nil
// expect: MainActor nil nil
// expect: Swift.MainActor
// expect: MainActor
// expect: nil
