// objc.io style: a screen-title PreferenceKey where a container's preference replaces the one its content set
// What SwiftUI does: `.preference(key:value:)` replaces what its content gave (rules §15.23), so the detail pane's
// folder name never reaches the shell while the container sets "Mail" over it. Opening another folder re-runs the
// pane, but the combined value is still "Mail": `onPreferenceChange` is not told (it runs when the value changes,
// rules §15.23). A compose banner shown after it is a sibling; the key's `reduce` keeps the last non-empty title in
// tree order, so the title becomes "New Message", and goes back to "Mail" when the banner goes.
// Sources: rules §3.5, §15.23; https://developer.apple.com/documentation/swiftui/view/preference(key:value:)
// https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:)
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
    let folder: String

    var body: some View {
        let _ = print("DetailPane body: \(folder)")
        Text(folder)
            .preference(key: ScreenTitleKey.self, value: folder)
    }
}

struct ComposeBanner: View {
    var body: some View {
        let _ = print("ComposeBanner body")
        Text("Composing...")
            .preference(key: ScreenTitleKey.self, value: "New Message")
    }
}

struct MailShell: View {
    @State private var folder = "Inbox"
    @State private var composing = false

    var body: some View {
        let _ = print("MailShell body: \(folder), composing \(composing)")
        VStack {
            DetailPane(folder: folder)
                .preference(key: ScreenTitleKey.self, value: "Mail")
            if composing {
                ComposeBanner()
            }
            Button("Open Sent") { folder = "Sent" }
            Button(composing ? "Discard" : "Compose") { composing.toggle() }
        }
        .onPreferenceChange(ScreenTitleKey.self) { title in
            print("title: \(title)")
        }
    }
}

:mount MailShell()
// expect: MailShell body: Inbox, composing false
// expect: DetailPane body: Inbox
// expect: title: Mail
:tap "Open Sent"
// expect: MailShell body: Sent, composing false
// expect: DetailPane body: Sent
:tap "Compose"
// expect: MailShell body: Sent, composing true
// expect: ComposeBanner body
// expect: title: New Message
:tap "Discard"
// expect: MailShell body: Sent, composing false
// expect: title: Mail
