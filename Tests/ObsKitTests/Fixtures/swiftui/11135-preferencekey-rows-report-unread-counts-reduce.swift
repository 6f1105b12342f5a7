// Apple docs style (PreferenceKey): rows report unread counts, reduce sums them, and onPreferenceChange hands the parent the total when it changes (rules §15.23, §10.1)
// Page: https://developer.apple.com/documentation/swiftui/preferencekey
import SwiftUI

struct UnreadTotalKey: PreferenceKey {
    static let defaultValue: Int = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct MailboxRow: View {
    let name: String
    let unread: Int

    var body: some View {
        Text("\(name): \(unread)")
            .preference(key: UnreadTotalKey.self, value: unread)
    }
}

struct MailboxList: View {
    @State private var extra = 0
    @State private var total = 0

    var body: some View {
        let _ = print("list body, total \(total)")
        VStack {
            Text("Total unread \(total)")
            MailboxRow(name: "Work", unread: 3)
            MailboxRow(name: "Home", unread: 2 + extra)
            Button("New mail") { extra += 1 }
        }
        .onPreferenceChange(UnreadTotalKey.self) { value in
            print("unread total \(value)")
            total = value
        }
    }
}

:mount MailboxList()
// expect: list body, total 0
// expect: unread total 5
// expect: list body, total 5
:tap "New mail"
// expect: list body, total 5
// expect: unread total 6
// expect: list body, total 6
