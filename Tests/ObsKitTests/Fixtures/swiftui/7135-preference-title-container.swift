// A generic container that shows a large title its content chooses: pages call `.screenTitle("Inbox")`, a view
// extension over a String PreferenceKey, and `TitledScreen<Content>` stores the title it hears in its own `@State`.
// What SwiftUI does: the page's preference flows up to the container's `onPreferenceChange` after the render
// (rules §15.23); the action writes the container's state and the container runs again (rules §10.1). Its stored
// content is the same value then, so the page doesn't run again (rules §2.7). Flipping the toggle swaps the branch
// in the content (rules §1.1): the content value differs, so the container runs (rules §2.3), the new page is made,
// and the new title is reported.
// Sources: rules §1.1, §2.3, §2.7, §10.1, §15.23; https://developer.apple.com/documentation/swiftui/preferencekey
// https://developer.apple.com/documentation/swiftui/view/preference(key:value:)
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

extension View {
    func screenTitle(_ title: String) -> some View {
        preference(key: ScreenTitleKey.self, value: title)
    }
}

struct TitledScreen<Content: View>: View {
    @State private var title = ""
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        let _ = print("TitledScreen body: '\(title)'")
        VStack(alignment: .leading, spacing: 12) {
            Text(title.isEmpty ? "Untitled" : title)
                .font(.largeTitle.bold())
            content
        }
        .onPreferenceChange(ScreenTitleKey.self) { newTitle in
            print("title is now \(newTitle)")
            title = newTitle
        }
    }
}

struct InboxPage: View {
    var body: some View {
        let _ = print("InboxPage body")
        Text("3 new messages")
            .screenTitle("Inbox")
    }
}

struct ArchivePage: View {
    var body: some View {
        let _ = print("ArchivePage body")
        Text("Nothing archived")
            .screenTitle("Archive")
    }
}

struct MailRoot: View {
    @State private var showArchive = false

    var body: some View {
        let _ = print("MailRoot body: archive \(showArchive)")
        VStack {
            Toggle("Show archive", isOn: $showArchive)
            TitledScreen {
                if showArchive {
                    ArchivePage()
                } else {
                    InboxPage()
                }
            }
        }
    }
}

:mount MailRoot()
// expect: MailRoot body: archive false
// expect: TitledScreen body: ''
// expect: InboxPage body
// expect: title is now Inbox
// expect: TitledScreen body: 'Inbox'
:toggle "Show archive"
// expect: MailRoot body: archive true
// expect: TitledScreen body: 'Inbox'
// expect: ArchivePage body
// expect: title is now Archive
// expect: TitledScreen body: 'Archive'
