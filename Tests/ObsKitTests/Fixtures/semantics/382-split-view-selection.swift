// rules §15.7: a NavigationSplitView on iPhone collapses into a stack: the sidebar is shown; a row of its
// `List(selection:)` sets the selection when tapped (its tag, else its ForEach id, or a NavigationLink's value),
// and the detail column is pushed while the selection is non-nil; going back clears it.
// Source: https://developer.apple.com/documentation/swiftui/navigationsplitview, WWDC22 "The SwiftUI cookbook
// for navigation" (https://developer.apple.com/videos/play/wwdc2022/10054/). Clearing the selection on back is
// ObsREPL's choice (rules §15.7).
struct Mail382: View {
    let boxes = ["Inbox", "Sent"]
    @State private var box: String?
    var body: some View {
        NavigationSplitView {
            List(boxes, id: \.self, selection: $box) { name in
                Text(name)
            }
        } detail: {
            Text("Showing \(box ?? "nothing")")
                .onAppear { print("detail appear", box ?? "nil") }
                .onDisappear { print("detail disappear") }
        }
    }
}

:mount Mail382()
:tap "Sent"
:back
:tap "Inbox"

// expect: detail appear Sent
// expect: detail disappear
// expect: detail appear Inbox
