// rules §15.4: `.toolbar { }` content is built during the body of the view it modifies and shown in the
// navigation bar: its `ToolbarItem`s and `ToolbarItemGroup`s (or plain views) can be tapped inside a navigation
// container; without one (iPhone) there is no bar and no button. `navigationBarItems` (deprecated) too.
// Source: https://developer.apple.com/documentation/swiftui/view/toolbar(content:),
// https://developer.apple.com/documentation/swiftui/toolbaritem,
// https://developer.apple.com/documentation/swiftui/toolbaritemplacement. Outside a navigation container:
// ObsREPL's choice (rules §15.4).
struct Mail379: View {
    @State private var count = 0
    var body: some View {
        NavigationStack {
            Text("\(count) sent")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Send") { count += 1 } }
                    ToolbarItemGroup(placement: .bottomBar) { Button("Print") { print("sent", count) } }
                }
        }
        Text("outside")
            .toolbar { Button("Hidden") { print("never") } }
    }
}

:mount Mail379()
:tap "Send"
:tap "Print"
:tap "Hidden"

// expect: sent 1
// expect-error: no visible button labelled "Hidden"
