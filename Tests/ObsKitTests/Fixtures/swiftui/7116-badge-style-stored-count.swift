// A button style with a stored parameter, `BadgeButtonStyle(count:)`, that draws an unread badge over the label, as
// icon-button components in design-system posts do.
// What SwiftUI does: makeBody runs again when the style's value differs (rules §15.26); the style holds a plain Int,
// compared by bytes (rules §2.1). A new draft changes state the style doesn't hold: the parent runs, the style is
// equal and makeBody does not run. Reading one message changes `unread`, so the style value differs and the badge
// button's makeBody runs. A tap on the styled button still runs its action (rules §15.26).
// Sources: rules §2.1, §3.4, §3.5, §15.26; https://developer.apple.com/documentation/swiftui/buttonstyle
import SwiftUI

struct BadgeButtonStyle: ButtonStyle {
    let count: Int

    func makeBody(configuration: Configuration) -> some View {
        let _ = print("BadgeButtonStyle makeBody: \(count)")
        configuration.label
            .padding(10)
            .overlay(alignment: .topTrailing) {
                if count > 0 {
                    Text("\(count)")
                        .font(.caption2.bold())
                        .padding(4)
                        .background(.red, in: Circle())
                        .foregroundStyle(.white)
                }
            }
    }
}

struct MailToolbar: View {
    @State private var unread = 3
    @State private var drafts = 0

    var body: some View {
        let _ = print("MailToolbar body: unread \(unread), drafts \(drafts)")
        HStack(spacing: 20) {
            Button("Inbox") { print("open inbox") }
                .buttonStyle(BadgeButtonStyle(count: unread))
            Button("Read one") { unread = max(0, unread - 1) }
            Button("New draft") { drafts += 1 }
        }
    }
}

:mount MailToolbar()
// expect: MailToolbar body: unread 3, drafts 0
// expect: BadgeButtonStyle makeBody: 3
:tap "New draft"
// expect: MailToolbar body: unread 3, drafts 1
:tap "Read one"
// expect: MailToolbar body: unread 2, drafts 1
// expect: BadgeButtonStyle makeBody: 2
:tap "Inbox"
// expect: open inbox
