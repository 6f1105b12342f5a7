// Article 001, mistake E (listing 001-10): the parent passes another instance to a child that keeps it in `@StateObject`: the child body re-runs (its capturing autoclosure makes the value differ) but keeps the first instance. rules §4 (once per node lifetime; later thunks ignored), §2 rule 5 (capturing StateObject autoclosure ⇒ `@self`).
// Our CounterVM(tag:) logs each read of `tag`, which shows each Child body run. The root Parent value is made once by `:mount`, so `first` and `second` are made once.
final class CounterVM: ObservableObject {
    @Published var count = 0
    private let name: String
    init(tag: String) {
        name = tag
        print("CounterVM init", tag)
    }
    var tag: String {
        print("Child reads tag", name)
        return name
    }
}
//> include 001-10-swap-ignored.swift

:mount Parent()
:tap "Swap instance"
:tap "Swap instance"

// expect: CounterVM init first
// expect: CounterVM init second
// expect: Child reads tag first
// expect: Child reads tag first
// expect: Child reads tag first
