// Follows Apple's DisclosureGroup (https://developer.apple.com/documentation/swiftui/disclosuregroup): an expanded group of toggles bound to `isExpanded`, with a nested group that keeps its own expansion
// What SwiftUI does: tapping a group's label shows or hides its content; with `isExpanded:` the state is the
// caller's binding, without it the group keeps it itself (Apple's example: "Items" bound to `topExpanded`,
// "Sub-items" not). The content exists only while the group is expanded (rules §15.9), so collapsing the outer
// group removes the inner one, and with it the inner group's own expansion: expanded again, it starts
// collapsed (rules §1.4). The toggles' values live in the parent's state and survive. The Text inside the
// inner group prints when it appears (rules §11.1).
// Sources: Apple `disclosuregroup`; rules §1.4, §11.1, §15.9.
import SwiftUI

struct AlertSwitches {
    var mentions = false
    var replies = true
}

struct NotificationSettings: View {
    @State private var switches = AlertSwitches()
    @State private var topExpanded = true

    var body: some View {
        Form {
            DisclosureGroup("Notifications", isExpanded: $topExpanded) {
                Toggle("Mentions", isOn: $switches.mentions)
                Toggle("Replies", isOn: $switches.replies)
                DisclosureGroup("Advanced") {
                    Text("Quiet hours: 22:00 to 07:00")
                        .onAppear { print("advanced shown") }
                }
            }
        }
        .onChange(of: topExpanded) { _, expanded in print("expanded: \(expanded)") }
        .onChange(of: switches.mentions) { _, on in print("mentions: \(on)") }
    }
}

:mount NotificationSettings()
:toggle "Mentions"
// expect: mentions: true
:tap "Advanced"
// expect: advanced shown
:tap "Notifications"
// expect: expanded: false
:tap "Notifications"
// expect: expanded: true
:toggle "Mentions"
// expect: mentions: false
:tap "Advanced"
// expect: advanced shown
