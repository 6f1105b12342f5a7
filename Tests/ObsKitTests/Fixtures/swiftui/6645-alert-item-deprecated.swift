// Follows Apple's page "alert(item:content:)" (developer.apple.com/documentation/swiftui/view/alert(item:content:)),
// deprecated but still common: a sync button that reports a problem in an Alert built from an Identifiable item.
// - The content closure is not escaping: SwiftUI calls it while the parent's body runs, whenever the item is
//   non-nil, so the body reads the item and depends on it (Apple's page, its signature; rules §13.2, §8.7). Setting
//   the item therefore runs SyncView's body, and so does clearing it.
// - Tapping the alert's button runs its action and sets the item back to nil (Apple's page: the system sets item to
//   nil when the alert is dismissed; rules §13.2); the action sees the item it was built with. A @State the body
//   doesn't read (attempts) is read live in the actions (rules §3.4).
// - ObsREPL (obsrepl run while writing) differs: its SwiftUI interface has no `Alert` type ("cannot find 'Alert' in
//   scope"), although `:help modifiers` lists alert(item:content:), so the script stops at its declarations. Apple
//   documents Alert and alert(item:content:) (deprecated, still in the iOS 18 SDK); the expectation is kept.
import SwiftUI

struct SyncProblem: Identifiable {
    let title: String
    let detail: String
    var id: String { title + detail }
}

struct SyncView: View {
    @State private var problem: SyncProblem?
    @State private var attempts = 0

    var body: some View {
        let _ = print("SyncView body")
        Button("Sync Now") {
            attempts += 1
            problem = SyncProblem(title: "Offline", detail: "Attempt \(attempts) could not reach the server.")
        }
        .alert(item: $problem) { problem in
            Alert(
                title: Text(problem.title),
                message: Text(problem.detail),
                dismissButton: .default(Text("OK"), action: {
                    print("acknowledged: \(problem.detail)")
                })
            )
        }
    }
}

:mount SyncView()
// expect: SyncView body
:tap "Sync Now"
// expect: SyncView body
:tap "OK"
// expect: acknowledged: Attempt 1 could not reach the server.
// expect: SyncView body
:tap "Sync Now"
// expect: SyncView body
:tap "OK"
// expect: acknowledged: Attempt 2 could not reach the server.
// expect: SyncView body
