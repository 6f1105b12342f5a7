// A kitchen timer list with one @StateObject timer per row (`@StateObject private var timer = RowTimer()`), the row
// telling its timer its label in onAppear; rows are swiped away and added.
// What SwiftUI does: each row's closure runs right before its first body (rules §4.2); the closure captures nothing,
// so later renders of the list give equal row values and no row body runs (rules §2.5, §2.7). Deleting "Tea" removes
// its id: its node dies and releases its timer, which deinits (rules §1.2, §1.4, §4.4; onDelete, rules §15.2).
// Adding "Rice" makes one node: one new timer, one body, one onAppear (rules §11.1). The "Eggs" timer lives on.
// Sources: rules §1.2, §1.4, §2.5, §2.7, §4.2, §4.4, §11.1, §15.2; https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI

final class RowTimer: ObservableObject {
    var label = ""
    @Published var seconds = 0

    init() { print("RowTimer init") }

    deinit { print("RowTimer deinit: \(label)") }
}

struct KitchenItem: Identifiable {
    let id: Int
    let label: String
}

struct TimerRow: View {
    let label: String
    @StateObject private var timer = RowTimer()

    var body: some View {
        let _ = print("TimerRow body: \(label)")
        Text(label)
            .onAppear {
                timer.label = label
                print("TimerRow appear: \(label)")
            }
    }
}

struct KitchenTimers: View {
    @State private var items = [KitchenItem(id: 1, label: "Tea"), KitchenItem(id: 2, label: "Eggs")]

    var body: some View {
        let _ = print("KitchenTimers body: \(items.map { $0.label }.joined(separator: ", "))")
        VStack {
            List {
                ForEach(items) { item in
                    TimerRow(label: item.label)
                }
                .onDelete { offsets in items.remove(atOffsets: offsets) }
            }
            Button("Add Rice") { items.append(KitchenItem(id: 3, label: "Rice")) }
        }
    }
}

:mount KitchenTimers()
// expect: KitchenTimers body: Tea, Eggs
// expect: RowTimer init
// expect: TimerRow body: Tea
// expect: RowTimer init
// expect: TimerRow body: Eggs
// expect: TimerRow appear: Tea
// expect: TimerRow appear: Eggs
:delete "Tea"
// expect: KitchenTimers body: Eggs
// expect: RowTimer deinit: Tea
:tap "Add Rice"
// expect: KitchenTimers body: Eggs, Rice
// expect: RowTimer init
// expect: TimerRow body: Rice
// expect: TimerRow appear: Rice
