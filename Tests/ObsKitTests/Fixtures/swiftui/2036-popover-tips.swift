// Issue 13 (A), an info button that shows tips in a popover (a sheet on iPhone), with
// `.presentationCompactAdaptation(.popover)` left out, as most learner code does, and a "Don't show again"
// button that stores a flag in @AppStorage (hiding the info button) and dismisses the popover.
// Expected: the popover's content is made when it opens; `:dismiss` closes it; once the flag is set the
// info button is gone, so tapping it is an error.
import SwiftUI

struct TipsContent: View {
    @AppStorage("hideTips") private var hideTips = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text("Swipe a row to delete it.")
            Button("Don't show again") {
                hideTips = true
                dismiss()
            }
        }
        .padding()
        .onAppear { print("tips shown") }
    }
}

struct InboxScreen: View {
    @AppStorage("hideTips") private var hideTips = false
    @State private var showingTips = false

    var body: some View {
        NavigationStack {
            Text("Inbox")
                .toolbar {
                    if !hideTips {
                        Button("Tips", systemImage: "info.circle") { showingTips = true }
                            .popover(isPresented: $showingTips) {
                                TipsContent()
                            }
                    }
                }
        }
    }
}

:mount InboxScreen()
:tap "Tips"
:dismiss
:tap "Tips"
:tap "Don't show again"
:tap "Tips"

// expect: tips shown
// expect: tips shown
// expect-error: no visible button labelled "Tips"
