// rules §15.9: a Menu's items are reachable only while it is open: a tap on its label opens it, a tap on an
// item runs the item and closes the menu (with `primaryAction:` a tap on the label runs that instead). A
// DisclosureGroup's content exists while it is expanded: a tap on its label toggles it (through
// `isExpanded:` when bound), and the content appears and disappears.
// Source: https://developer.apple.com/documentation/swiftui/menu,
// https://developer.apple.com/documentation/swiftui/menu/init(_:content:primaryaction:),
// https://developer.apple.com/documentation/swiftui/disclosuregroup.
struct Panel383: View {
    @State private var open = false
    var body: some View {
        Menu("Actions") {
            Button("Copy") { print("copied") }
        }
        DisclosureGroup("Details", isExpanded: $open) {
            Text("More").onAppear { print("more appear") }.onDisappear { print("more disappear") }
        }
        Button("State") { print("open", open) }
    }
}

:mount Panel383()
:tap "Actions"
:tap "Copy"
:tap "Details"
:tap "State"
:tap "Details"
:tap "Copy"

// expect: copied
// expect: more appear
// expect: open true
// expect: more disappear
// expect-error: no visible button labelled "Copy"
