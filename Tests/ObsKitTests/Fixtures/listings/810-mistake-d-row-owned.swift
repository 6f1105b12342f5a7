// Article 001, mistake D (listing 001-08): a `@StateObject` per row gives every ForEach row its own model: three inits, and an increment in one row re-runs that row only. rules §4 (thunk once per node, right before that node's first body), §1 (each ForEach row is its own identity), §8/§2 (ForEach rows update in their own attributes), T7 (siblings ⇒ separate models).
// Our CounterVM's `count` logs each read, which shows each RowView body run.
var made = 0
final class CounterVM: ObservableObject {
    @Published var value = 0
    let serial: Int
    init() {
        made += 1
        serial = made
        print("CounterVM init", serial)
    }
    var count: Int {
        print("row of VM", serial, "shows", value)
        return value
    }
    func inc() { value += 1 }
}
//> include 001-08-row-owned.swift

struct RowTable: View {
    var body: some View {
        VStack {
            ForEach(0..<3) { _ in
                RowView()
            }
        }
    }
}

:mount RowTable()
print("-- inc row 1, row 3, row 1")
:tap "Inc" 1
:tap "Inc" 3
:tap "Inc" 1

// expect: CounterVM init 1
// expect: row of VM 1 shows 0
// expect: CounterVM init 2
// expect: row of VM 2 shows 0
// expect: CounterVM init 3
// expect: row of VM 3 shows 0
// expect: -- inc row 1, row 3, row 1
// expect: row of VM 1 shows 1
// expect: row of VM 3 shows 1
// expect: row of VM 1 shows 2
