// stack-overflow style: "is didSet called when I append to a @Published array?" — yes: append, a subscript write, += and removeAll each set the whole array, so each runs the $entries subscribers (with the new array) and then didSet (rules §6.3, §15.6)
import Combine

final class Journal: ObservableObject {
    @Published var entries: [String] = [] {
        didSet { print("didSet: \(entries.count) entries, saving") }
    }
}

let journal = Journal()
let subscription = journal.$entries.sink { print("sink: \($0)") }
journal.entries.append("Mon")
journal.entries[0] = "Monday"
journal.entries += ["Tue"]
journal.entries.removeAll()

// expect: sink: []
// expect: sink: ["Mon"]
// expect: didSet: 1 entries, saving
// expect: sink: ["Monday"]
// expect: didSet: 1 entries, saving
// expect: sink: ["Monday", "Tue"]
// expect: didSet: 2 entries, saving
// expect: sink: []
// expect: didSet: 0 entries, saving
