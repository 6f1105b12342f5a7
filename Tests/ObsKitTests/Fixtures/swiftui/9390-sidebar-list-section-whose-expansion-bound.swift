// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/section/init(_:isexpanded:content:) (a sidebar list section whose expansion is bound to state and flipped by a button)
// Section(_:isExpanded:content:) "Creates a section with the provided section content and a binding to the expansion
// state" (iOS 17): in a sidebar list the section can be collapsed, and while it is collapsed its rows are not shown.
// The binding is ordinary state: the button flips it; the body reads it, so it runs again; the section's row appears
// each time the section opens.
import SwiftUI

struct Sidebar: View {
    @State private var showRecents = true

    var body: some View {
        let _ = print("recents \(showRecents ? "expanded" : "collapsed")")
        VStack {
            Button(showRecents ? "Hide Recents" : "Show Recents") {
                showRecents.toggle()
            }
            List {
                Section("Recents", isExpanded: $showRecents) {
                    Text("Groceries")
                        .onAppear { print("Groceries row appears") }
                }
                Section("Lists") {
                    Text("Errands")
                }
            }
            .listStyle(.sidebar)
        }
    }
}

:mount Sidebar()
// expect: recents expanded
// expect: Groceries row appears
:tap "Hide Recents"
// expect: recents collapsed
:tap "Show Recents"
// expect: recents expanded
// expect: Groceries row appears
