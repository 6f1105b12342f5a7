// Apple sample style (Food Truck orders, environment three levels down): only the view that reads a store property runs again; intermediate views that pass nothing on are not re-run (rules §14.2, §8.3, §2.7)
import SwiftUI

@Observable
final class OrderStore {
    var pending = 2
    var completed = 0
    init() { print("OrderStore init") }
    func complete() {
        guard pending > 0 else { return }
        pending -= 1
        completed += 1
    }
}

struct CompletedBadge: View {
    @Environment(OrderStore.self) private var store
    var body: some View {
        let _ = print("CompletedBadge body \(store.completed)")
        Text("Done: \(store.completed)")
    }
}

struct PendingRow: View {
    @Environment(OrderStore.self) private var store
    var body: some View {
        let _ = print("PendingRow body \(store.pending)")
        HStack {
            Text("Pending: \(store.pending)")
            Button("Complete") { store.complete() }
        }
    }
}

struct DashboardSection: View {
    var body: some View {
        let _ = print("DashboardSection body")
        Section("Today") {
            PendingRow()
            CompletedBadge()
        }
    }
}

struct Dashboard: View {
    var body: some View {
        let _ = print("Dashboard body")
        List {
            DashboardSection()
        }
    }
}

struct ContentView: View {
    @State private var store = OrderStore()
    var body: some View {
        let _ = print("ContentView body")
        NavigationStack {
            Dashboard()
                .navigationTitle("Truck")
        }
        .environment(store)
    }
}

:mount ContentView()
// expect: OrderStore init
// expect: ContentView body
// expect: Dashboard body
// expect: DashboardSection body
// expect: PendingRow body 2
// expect: CompletedBadge body 0
:tap "Complete"
// expect: PendingRow body 1
// expect: CompletedBadge body 1
:tap "Complete"
// expect: PendingRow body 0
// expect: CompletedBadge body 2
:tap "Complete"
