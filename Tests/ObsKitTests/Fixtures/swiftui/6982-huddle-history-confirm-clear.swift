// Huddle history: clearing a meeting history behind a confirmation dialog, with the toolbar button disabled when
// there is nothing to clear, as Apple's confirmationDialog documentation shows; own code.
// What SwiftUI does: the dialog's flag is @State the body never reads, so raising it runs no body (rules §3.5); the
// dialog is built like an alert and gets a standard Cancel button (rules §15.11). Cancel only closes it. The
// destructive action empties the @Observable history, which the body read, so it runs (rules §8.3). The button is
// then disabled (`.disabled(history.records.isEmpty)`), and a tap on a disabled button does nothing: here, an error
// (rules §15.11).
// Sources: rules §3.5, §8.3, §15.11; Apple
// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:) and
// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
import SwiftUI

struct MeetingRecord: Identifiable {
    let id: Int
    let minutes: Int
    let attendees: [String]
}

@Observable
final class HuddleHistory {
    var records = [
        MeetingRecord(id: 1, minutes: 12, attendees: ["Mara", "Theo"]),
        MeetingRecord(id: 2, minutes: 9, attendees: ["Mara"]),
        MeetingRecord(id: 3, minutes: 15, attendees: ["Theo", "Ines"]),
    ]

    func clear() {
        records.removeAll()
    }
}

struct HistoryView: View {
    @Environment(HuddleHistory.self) private var history
    @State private var isConfirmingClear = false

    var body: some View {
        let _ = print("HistoryView body: \(history.records.count) records")
        NavigationStack {
            List(history.records) { record in
                Text("\(record.minutes) min with \(record.attendees.joined(separator: ", "))")
            }
            .navigationTitle("History")
            .toolbar {
                Button("Clear History", role: .destructive) {
                    isConfirmingClear = true
                }
                .disabled(history.records.isEmpty)
            }
            .confirmationDialog("Clear all meeting history?", isPresented: $isConfirmingClear, titleVisibility: .visible) {
                Button("Clear", role: .destructive) {
                    history.clear()
                    print("history cleared")
                }
            }
        }
    }
}

:mount HistoryView().environment(HuddleHistory())
// expect: HistoryView body: 3 records
:tap "Clear History"
:tap "Cancel"
:tap "Clear History"
:tap "Clear"
// expect: history cleared
// expect: HistoryView body: 0 records
:tap "Clear History"
// expect-error: button "Clear History" is disabled
