// async-in-views style, PITFALL on purpose: a stale capture in a long-running .task: the loop captured the view value it started with, so after the parent renames the label the body shows the new name while the task keeps printing the old one (rules §11.3, §2.6)
import SwiftUI

struct ReminderTicker: View {
    let label: String

    var body: some View {
        let _ = print("ReminderTicker body: \(label)")
        Text(label)
            .task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    if Task.isCancelled { break }
                    print("reminder: \(label)")
                }
                print("ticker for \(label) stopped")
            }
    }
}

struct ReminderScreen: View {
    @State private var label = "Morning"

    var body: some View {
        VStack {
            Button("Rename") { label = "Evening" }
            ReminderTicker(label: label)
        }
    }
}

:mount ReminderScreen()
// expect: ReminderTicker body: Morning
:advance 2s
// expect: reminder: Morning
// expect: reminder: Morning
:tap "Rename"
// expect: ReminderTicker body: Evening
:advance 1s
// expect: reminder: Morning
:unmount
// expect: ticker for Morning stopped
