// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach/init(_:editactions:content:) (ForEach over a binding with `editActions: .delete`: rows bind their Toggle to `$reminder.isDone`, and a swipe deletes the element from the bound array with no onDelete code)
import SwiftUI

struct Reminder: Identifiable {
    let id: Int
    var text: String
    var isDone = false
}

struct RemindersView: View {
    @State private var reminders = [
        Reminder(id: 1, text: "Call mom"),
        Reminder(id: 2, text: "Pay rent"),
        Reminder(id: 3, text: "Book flights"),
    ]

    var body: some View {
        List {
            ForEach($reminders, editActions: .delete) { $reminder in
                Toggle(reminder.text, isOn: $reminder.isDone)
            }
        }
        .onChange(of: reminders.map { "\($0.text)=\($0.isDone)" }) { _, state in
            print(state.joined(separator: " | "))
        }
    }
}

:mount RemindersView()
:toggle "Pay rent"
:delete "Call mom"
// expect: Call mom=false | Pay rent=true | Book flights=false
// expect: Pay rent=true | Book flights=false
