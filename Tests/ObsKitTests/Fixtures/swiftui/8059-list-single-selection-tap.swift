// SwiftUI from Apple's documentation: tapping a row of List(selection:) writes that row's id into the optional selection binding
// Apple, List.init(_:selection:rowContent:) (https://developer.apple.com/documentation/swiftui/list/init(_:selection:rowcontent:)):
// "Creates a list that computes its rows on demand from an underlying collection of identifiable data, optionally allowing users to
// select a single row." Apple, List.init(selection:content:)
// (https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-1pisz): "selection: A binding to a selected row."
import SwiftUI

struct Mailbox: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct MailboxList: View {
    let boxes = [Mailbox(id: 1, name: "Inbox"), Mailbox(id: 2, name: "Sent"), Mailbox(id: 3, name: "Trash")]
    @State private var selection: Int?

    var body: some View {
        let _ = print("MailboxList body: \(selection.map(String.init) ?? "none")")
        List(boxes, selection: $selection) { box in
            Text(box.name)
        }
        .onChange(of: selection) { oldValue, newValue in
            print("selection \(oldValue.map(String.init) ?? "none") -> \(newValue.map(String.init) ?? "none")")
        }
    }
}

:mount MailboxList()
// expect: MailboxList body: none
:tap "Sent"
// expect: MailboxList body: 2
// expect: selection none -> 2
:tap "Trash"
// expect: MailboxList body: 3
// expect: selection 2 -> 3
