// Apple Developer Forums style: .sheet(isPresented:onDismiss:) applies a filter when the sheet closes, whether by its own dismiss() or by a swipe; the presenter runs only when onDismiss writes a new value, and an equal write runs nothing (rules §13.1, §15.12, §3.4, §3.5, §9.3)
import SwiftUI

struct FilterSheet: View {
    @Binding var minimum: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("FilterSheet body: \(minimum)")
        Stepper("Minimum \(minimum)", value: $minimum, in: 0...5)
        Button("Apply") { dismiss() }
    }
}

struct ScoresView: View {
    @State private var showFilter = false
    @State private var minimum = 0
    @State private var applied = 0
    let scores = [1, 3, 4, 5, 2]

    var body: some View {
        let _ = print("ScoresView body: applied \(applied)")
        VStack {
            Text("\(scores.filter { $0 >= applied }.count) scores")
            Button("Filter") { showFilter = true }
        }
        .sheet(isPresented: $showFilter, onDismiss: {
            applied = minimum
            print("onDismiss: minimum \(minimum)")
        }) {
            FilterSheet(minimum: $minimum)
        }
    }
}

:mount ScoresView()
// expect: ScoresView body: applied 0
:tap "Filter"
// expect: FilterSheet body: 0
:step "Minimum 0" up
// expect: FilterSheet body: 1
:step "Minimum 1" up
// expect: FilterSheet body: 2
:tap "Apply"
// expect: onDismiss: minimum 2
// expect: ScoresView body: applied 2
:tap "Filter"
// expect: FilterSheet body: 2
:dismiss
// expect: onDismiss: minimum 2
