// SwiftUI Lab style: EquatableView. A closure property makes a child "different" at every parent render.
// A closure that captures anything compares unequal to the last one (rules §2.4, T15), so PlainActionRow's body
// runs at every Inbox render though its title never changes. ActionRow is Equatable and wrapped in `.equatable()`,
// so its `==` (which ignores the closure) decides, and its body is skipped (rules §2.2; Apple `equatableview`:
// "prevents the view from updating its child view when its new value is the same as its old value").
import SwiftUI

struct PlainActionRow: View {
    let title: String
    let onTap: () -> Void

    var body: some View {
        let _ = print("PlainActionRow body: \(title)")
        Button(title, action: onTap)
    }
}

struct ActionRow: View, Equatable {
    let title: String
    let onTap: () -> Void

    static func == (lhs: ActionRow, rhs: ActionRow) -> Bool {
        lhs.title == rhs.title
    }

    var body: some View {
        let _ = print("ActionRow body: \(title)")
        Button(title, action: onTap)
    }
}

struct Inbox: View {
    @State private var unread = 3

    var body: some View {
        let _ = print("Inbox body: \(unread) unread")
        VStack {
            Text("\(unread) unread")
            PlainActionRow(title: "Mark one read") { unread -= 1 }
            ActionRow(title: "Mark all read") { unread = 0 }
                .equatable()
        }
    }
}

:mount Inbox()
// expect: Inbox body: 3 unread
// expect: PlainActionRow body: Mark one read
// expect: ActionRow body: Mark all read
:tap "Mark one read"
// expect: Inbox body: 2 unread
// expect: PlainActionRow body: Mark one read
:tap "Mark all read"
// expect: Inbox body: 0 unread
// expect: PlainActionRow body: Mark one read
