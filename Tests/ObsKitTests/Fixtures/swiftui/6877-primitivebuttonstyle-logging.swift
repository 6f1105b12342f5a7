// A PrimitiveButtonStyle that logs every tap before it performs the action (Swift by Sundell and Stack Overflow
// answers use this shape for analytics or custom gestures).
// What SwiftUI does: with a PrimitiveButtonStyle the style owns the interaction; the button's action runs only
// when the style calls `configuration.trigger()` (Apple, PrimitiveButtonStyle:
// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle, and
// PrimitiveButtonStyleConfiguration.trigger(): "Performs the button's action"). Here the style's label has an
// onTapGesture (rules §15.10: a tap on its view runs it) that prints, then triggers. So each tap prints the
// style's line, then the action's; the action's @State write runs the body at the next update (rules §10.1).
import SwiftUI

struct LoggingButtonStyle: PrimitiveButtonStyle {
    let channel: String

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .onTapGesture {
                print("[\(channel)] tap received")
                configuration.trigger()
            }
    }
}

struct MailboxView: View {
    @State private var archived = 0

    var body: some View {
        let _ = print("MailboxView body, archived \(archived)")
        VStack {
            Button("Archive") {
                archived += 1
                print("archive action")
            }
            Button("Mark unread") {
                print("mark unread action")
            }
        }
        .buttonStyle(LoggingButtonStyle(channel: "mail"))
    }
}

:mount MailboxView()
// expect: MailboxView body, archived 0
:tap "Archive"
// expect: [mail] tap received
// expect: archive action
// expect: MailboxView body, archived 1
:tap "Mark unread"
// expect: [mail] tap received
// expect: mark unread action
:tap "Archive"
// expect: [mail] tap received
// expect: archive action
// expect: MailboxView body, archived 2
