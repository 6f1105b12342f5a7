// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject (a subview observes the nested ObservableObject itself with @ObservedObject: its changes re-render that subview only, not the parent that observes the store)
import SwiftUI
import Combine

final class Counter: ObservableObject {
    @Published var value = 0
}

final class Store: ObservableObject {
    @Published var title = "Inventory"
    let counter = Counter()
}

struct CounterRow: View {
    @ObservedObject var counter: Counter

    var body: some View {
        let _ = print("row body: \(counter.value)")
        Button("Row \(counter.value)") { counter.value += 1 }
    }
}

struct StoreView: View {
    @StateObject private var store = Store()

    var body: some View {
        let _ = print("store body: \(store.title)")
        VStack {
            Text(store.title)
            CounterRow(counter: store.counter)
        }
    }
}

:mount StoreView()
:tap "Row 0"
:tap "Row 1"
// expect: store body: Inventory
// expect: row body: 0
// expect: row body: 1
// expect: row body: 2
