// Beginner tutorial style: a counter that keeps a history of its changes, shown by a child view behind a Toggle.
// What SwiftUI does: a parent body builds its children again (rules §2.6); a child whose new value equals the old
// one skips its body (rules §2.7, compared field by field, rules §2.1–§2.3), so `CountBadge` runs only when the
// count changes, and `HistoryView` only when the entries do. `if showHistory` is one slot: turning it on makes the
// child and runs its body for the first time (rules §1.1, §12.2).
import SwiftUI

struct CountBadge: View {
    let count: Int
    var body: some View {
        let _ = print("badge \(count)")
        Text("\(count)").font(.largeTitle)
    }
}

struct HistoryView: View {
    let entries: [String]
    var body: some View {
        let _ = print("history \(entries)")
        ForEach(entries, id: \.self) { Text($0) }
    }
}

struct CounterView: View {
    @State private var count = 0
    @State private var history: [String] = []
    @State private var showHistory = false

    var body: some View {
        let _ = print("counter body")
        VStack {
            CountBadge(count: count)
            HStack {
                Button("+1") { count += 1; history.append("+1 → \(count)") }
                Button("-1") { count -= 1; history.append("-1 → \(count)") }
                Button("Undo") { count = 0; history.removeAll() }
                    .disabled(history.isEmpty)
            }
            Toggle("Show history", isOn: $showHistory)
            if showHistory {
                HistoryView(entries: history)
            }
        }
    }
}

:mount CounterView()
// expect: counter body
// expect: badge 0
:tap "+1"
// expect: counter body
// expect: badge 1
:toggle "Show history"
// expect: counter body
// expect: history ["+1 → 1"]
:tap "-1"
// expect: counter body
// expect: badge 0
// expect: history ["+1 → 1", "-1 → 0"]
:tap "Undo"
// expect: counter body
// expect: history []
:tap "Undo"
// expect-error: button "Undo" is disabled
