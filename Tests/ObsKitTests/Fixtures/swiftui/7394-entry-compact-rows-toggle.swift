// Hacking with Swift style: the iOS 18 `@Entry` macro declaring a "compact rows" setting, switched from a Toggle
// What SwiftUI does: `@Entry` in an `EnvironmentValues` extension declares the key and its default in one line
// (Apple `entry()`, rules §15.14). The inbox list gets the toggle's value through `.environment(\.compactRows, ...)`;
// the pinned row above it is outside the override and keeps the default `false`. Flipping the toggle re-runs the
// screen (its body reads `compact`, rules §3.5) and each row that declares `@Environment(\.compactRows)` under the
// override (rules §14.2); the list in between reads nothing and its value is equal, so its body is not run again
// (rules §2.1, §2.7), and the pinned row's value did not change.
// Sources: rules §2.1, §2.7, §3.5, §14.2, §15.14; https://developer.apple.com/documentation/swiftui/entry()
import SwiftUI

extension EnvironmentValues {
    @Entry var compactRows: Bool = false
}

struct InboxRow: View {
    let sender: String
    @Environment(\.compactRows) private var compact

    var body: some View {
        let _ = print("InboxRow \(sender) body: compact \(compact)")
        VStack(alignment: .leading) {
            Text(sender).font(.headline)
            if !compact {
                Text("Tap to read the whole message").font(.caption)
            }
        }
    }
}

struct InboxList: View {
    var body: some View {
        let _ = print("InboxList body")
        VStack {
            InboxRow(sender: "Ana")
            InboxRow(sender: "Ben")
        }
    }
}

struct MailScreen: View {
    @State private var compact = false

    var body: some View {
        let _ = print("MailScreen body")
        VStack {
            Toggle("Compact rows", isOn: $compact)
            InboxRow(sender: "Team (pinned)")
            InboxList()
                .environment(\.compactRows, compact)
        }
    }
}

:mount MailScreen()
// expect: MailScreen body
// expect: InboxRow Team (pinned) body: compact false
// expect: InboxList body
// expect: InboxRow Ana body: compact false
// expect: InboxRow Ben body: compact false
:toggle "Compact rows"
// expect: MailScreen body
// expect: InboxRow Ana body: compact true
// expect: InboxRow Ben body: compact true
:toggle "Compact rows"
// expect: MailScreen body
// expect: InboxRow Ana body: compact false
// expect: InboxRow Ben body: compact false
