// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environment (a ViewModifier reading an @Entry value with @Environment: when the ancestor's environment value changes, SwiftUI updates what the modifier draws)
import SwiftUI

extension EnvironmentValues {
    @Entry var badgeCount: Int = 0
}

struct Badged: ViewModifier {
    @Environment(\.badgeCount) private var badgeCount

    func body(content: Content) -> some View {
        HStack {
            content
            Button("Badge \(badgeCount)") { print("badge shows \(badgeCount)") }
        }
    }
}

struct MailboxRow: View {
    @State private var unread = 2

    var body: some View {
        VStack {
            Text("Inbox").modifier(Badged())
            Button("New mail") { unread += 1 }
        }
        .environment(\.badgeCount, unread)
    }
}

:mount MailboxRow()
:tap "Badge 2"
:tap "New mail"
:tap "Badge 3"
:tap "New mail"
:tap "Badge 4"
// expect: badge shows 2
// expect: badge shows 3
// expect: badge shows 4
