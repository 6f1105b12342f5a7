// objc.io blog style: a child holding a capturing closure re-runs at every parent render (the closure never compares equal); an Equatable view that compares only the data it shows is skipped (rules §2.4, §2.2, §2.7)
import SwiftUI

struct ActionRow: View {
    let title: String
    let action: () -> Void

    var body: some View {
        let _ = print("ActionRow body: \(title)")
        Button(title, action: action)
    }
}

struct QuietRow: View, Equatable {
    let title: String
    let action: () -> Void

    static func == (lhs: QuietRow, rhs: QuietRow) -> Bool {
        lhs.title == rhs.title
    }

    var body: some View {
        let _ = print("QuietRow body: \(title)")
        Button(title, action: action)
    }
}

struct Inbox: View {
    @State private var unread = 3

    var body: some View {
        let _ = print("Inbox body: \(unread)")
        VStack {
            Text("\(unread) unread")
            ActionRow(title: "Read one") { unread -= 1 }
            QuietRow(title: "Mark all read") { unread = 0 }
        }
    }
}

:mount Inbox()
// expect: Inbox body: 3
// expect: ActionRow body: Read one
// expect: QuietRow body: Mark all read
:tap "Read one"
// expect: Inbox body: 2
// expect: ActionRow body: Read one
:tap "Mark all read"
// expect: Inbox body: 0
// expect: ActionRow body: Read one
