// environment and custom wrappers style: child panes report a screen title upward with a PreferenceKey whose reduce keeps the last non-empty value; the container shows it through @State set in onPreferenceChange; a pane that appears takes over the title, and when it goes the first pane's title comes back (rules §15.23)
import SwiftUI

struct ScreenTitleKey: PreferenceKey {
    static let defaultValue = ""

    static func reduce(value: inout String, nextValue: () -> String) {
        let next = nextValue()
        if !next.isEmpty {
            value = next
        }
    }
}

struct DetailPane: View {
    let name: String

    var body: some View {
        Text("Showing \(name)")
            .preference(key: ScreenTitleKey.self, value: name)
    }
}

struct TitledContainer: View {
    @State private var showDrafts = false
    @State private var title = ""

    var body: some View {
        let _ = print("TitledContainer body: '\(title)'")
        VStack {
            Text(title)
            DetailPane(name: "Inbox")
            if showDrafts {
                DetailPane(name: "Drafts")
            }
            Button("Open drafts") { showDrafts = true }
            Button("Close drafts") { showDrafts = false }
        }
        .onPreferenceChange(ScreenTitleKey.self) { newTitle in
            print("title -> \(newTitle)")
            title = newTitle
        }
    }
}

:mount TitledContainer()
// expect: TitledContainer body: ''
// expect: title -> Inbox
// expect: TitledContainer body: 'Inbox'
:tap "Open drafts"
// expect: TitledContainer body: 'Inbox'
// expect: title -> Drafts
// expect: TitledContainer body: 'Drafts'
:tap "Close drafts"
// expect: TitledContainer body: 'Drafts'
// expect: title -> Inbox
// expect: TitledContainer body: 'Inbox'
