// Apple: confirmationDialog(_:isPresented:titleVisibility:actions:) (the "Permanently erase the items in the Trash?" example: a destructive button and a cancel button; tapping either dismisses the dialog); SEMANTICS §3 (presenting through $flag is not a read), §13
import SwiftUI

struct HistoryScreen: View {
    @State private var isConfirming = false
    @State private var visits = ["maps.example", "news.example", "docs.example"]

    var body: some View {
        let _ = print("history: \(visits.count) items")
        List {
            ForEach(visits, id: \.self) { visit in
                Label(visit, systemImage: "clock")
            }
            Button("Clear history", role: .destructive) {
                isConfirming = true
            }
            .disabled(visits.isEmpty)
        }
        .confirmationDialog(
            "Permanently erase your browsing history?",
            isPresented: $isConfirming,
            titleVisibility: .visible
        ) {
            Button("Clear all history", role: .destructive) {
                visits.removeAll()
                print("history cleared")
            }
            Button("Keep it", role: .cancel) {
                print("kept \(visits.count) items")
            }
        }
    }
}

:mount HistoryScreen()
:tap "Clear history"
:tap "Keep it"
:tap "Clear history"
:tap "Clear all history"

// expect: history: 3 items
// expect: kept 3 items
// expect: history cleared
// expect: history: 0 items
