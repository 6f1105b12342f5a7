// Follows Apple's `onAppear(perform:)` page (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)):
// "Adds an action to perform before this view appears" (and its pair, `onDisappear(perform:)`: "Adds an action to
// perform after this view disappears"), used on list rows. Own code: a notification inbox.
// - onAppear fires when a row goes from not visible to visible, queued after the update that inserted it; onDisappear
//   when it is removed (rules §11.1, §10.3). So a received notice prints its body (during the update) and then its
//   onAppear; a dismissed one prints its onDisappear after the parent's body.
// - A parent re-render is not an appearance: rows that stay on screen run neither callback (rules §11.1: onAppear
//   fires "at each change from not visible to visible"). A row whose value changed runs its body, without appearing
//   again (rules §2.7).
// - Lists build the rows on screen (rules §1.5); two short rows fit. One row comes or goes per update, so the order
//   of several rows' callbacks (not specified) never matters.
import SwiftUI

struct Notice: Identifiable {
    let id: Int
    let text: String
    var read = false
}

struct NoticeRow: View {
    let notice: Notice

    var body: some View {
        let _ = print("NoticeRow body \(notice.text), read \(notice.read)")
        Text(notice.read ? notice.text : "\(notice.text) (new)")
            .onAppear {
                print("onAppear \(notice.text)")
            }
            .onDisappear {
                print("onDisappear \(notice.text)")
            }
    }
}

struct InboxView: View {
    @State private var notices = [Notice(id: 1, text: "Welcome")]
    @State private var checks = 0

    var body: some View {
        let _ = print("InboxView body, \(notices.count) notices, checked \(checks) times")
        List {
            ForEach(notices) { notice in
                NoticeRow(notice: notice)
            }
            Section {
                Button("Receive invoice") {
                    if notices.count == 1 {
                        notices.append(Notice(id: 2, text: "Invoice"))
                    }
                }
                Button("Check for mail") {
                    checks += 1
                }
                Button("Mark first read") {
                    notices[0].read = true
                }
                Button("Dismiss first") {
                    notices.removeFirst()
                }
            }
        }
    }
}

:mount InboxView()
// expect: InboxView body, 1 notices, checked 0 times
// expect: NoticeRow body Welcome, read false
// expect: onAppear Welcome
:tap "Receive invoice"
// expect: InboxView body, 2 notices, checked 0 times
// expect: NoticeRow body Invoice, read false
// expect: onAppear Invoice
:tap "Check for mail"
// expect: InboxView body, 2 notices, checked 1 times
:tap "Mark first read"
// expect: InboxView body, 2 notices, checked 1 times
// expect: NoticeRow body Welcome, read true
:tap "Dismiss first"
// expect: InboxView body, 1 notices, checked 1 times
// expect: onDisappear Welcome
:tap "Check for mail"
// expect: InboxView body, 1 notices, checked 2 times
