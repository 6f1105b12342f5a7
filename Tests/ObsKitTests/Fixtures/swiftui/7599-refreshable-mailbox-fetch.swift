// Follows Apple's refreshable(action:) (https://developer.apple.com/documentation/swiftui/view/refreshable(action:)): a mailbox list whose pull to refresh awaits the model's fetch
// What SwiftUI does: pulling the list down runs the async action; the refresh control stays until it returns
// (Apple's page: `.refreshable { await mailbox.fetch() }`). The fetch suspends on its sleep and resumes when the
// clock reaches its end (`:refresh`, `:advance`: rules §15.10). Its insert is a change in place of an
// `@Observable` property the body read, so the body runs again after the task's step, once (rules §8.1, §8.3,
// §10.1): the print after the insert comes first.
// Sources: Apple `view/refreshable(action:)`; rules §8.1, §8.3, §10.1, §15.10.
import SwiftUI

@Observable
final class Mailbox {
    var messages = ["Welcome"]
    private var round = 0

    func fetch() async {
        round += 1
        let current = round
        print("fetch \(current) started")
        try? await Task.sleep(for: .seconds(1))
        messages.insert("Update \(current)", at: 0)
        print("fetch \(current) finished")
    }
}

struct MailboxView: View {
    @State private var mailbox = Mailbox()

    var body: some View {
        let _ = print("rows: \(mailbox.messages.joined(separator: ", "))")
        List(mailbox.messages, id: \.self) { message in
            Text(message)
        }
        .refreshable {
            await mailbox.fetch()
        }
    }
}

:mount MailboxView()
// expect: rows: Welcome
:refresh
// expect: fetch 1 started
:advance 2s
// expect: fetch 1 finished
// expect: rows: Update 1, Welcome
:refresh
// expect: fetch 2 started
:advance 2s
// expect: fetch 2 finished
// expect: rows: Update 2, Update 1, Welcome
