// Style: Stack Overflow question. "After I replace my store with a new one, my views still update when the OLD store changes?" No: an
// @EnvironmentObject is looked up when its box updates and resubscribes when the instance changes (rules §14.1); the old subscription is
// cancelled, as for @ObservedObject (rules §5.1). The store lives in a plain @State: a class that is not @Observable is a change only when
// another reference is assigned (rules §3.7), so the owner's body runs for the switch, not for the store's own changes.
import SwiftUI

final class Store: ObservableObject {
    let name: String
    @Published var visits = 0
    init(name: String) {
        self.name = name
        print("Store \(name) init")
    }
}

struct Counter: View {
    @EnvironmentObject var store: Store

    var body: some View {
        let _ = print("Counter body: \(store.name) \(store.visits)")
        Button("Visit") { store.visits += 1 }
    }
}

struct StoreSwitcher: View {
    @State private var store: Store

    init(start: Store) {
        _store = State(initialValue: start)
    }

    var body: some View {
        let _ = print("StoreSwitcher body: \(store.name)")
        VStack {
            Button("Switch") { store = Store(name: "B") }
            Counter()
        }
        .environmentObject(store)
    }
}

let first = Store(name: "A")
// expect: Store A init

:mount StoreSwitcher(start: first)
// expect: StoreSwitcher body: A
// expect: Counter body: A 0
:tap "Visit"
// expect: Counter body: A 1
:tap "Switch"
// expect: Store B init
// expect: StoreSwitcher body: B
// expect: Counter body: B 0
first.visits += 10
:tap "Visit"
// expect: Counter body: B 1
print(first.visits)
// expect: 11
