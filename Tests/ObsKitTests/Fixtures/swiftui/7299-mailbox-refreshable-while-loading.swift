// Mailbox: a first load in `.task` and pull to refresh on the same model, with the common "skip if already loading"
// guard; the user pulls while the first load still runs. Own code.
// What SwiftUI does: the first load sets `isLoading` before it waits, so the body (which reads it) runs again in the
// mount turn (rules §8, §10.1). A pull (`:refresh`) runs the refresh action until it waits (rules §15.10): here it
// returns at once from the guard, changing nothing. When the first load finishes, its two writes make one body run
// (rules §10.1). A later pull loads for real.
// Sources: rules §8, §10.1, §11.3, §15.10; https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
import SwiftUI

@MainActor
@Observable
final class MailboxModel {
    var messages: [String] = []
    var isLoading = false
    @ObservationIgnored private var fetchCount = 0

    func fetch() async {
        guard !isLoading else {
            print("fetch skipped: already loading")
            return
        }
        isLoading = true
        fetchCount += 1
        let number = fetchCount
        print("fetch \(number) started")
        try? await Task.sleep(for: .seconds(2))
        messages = (1...number).map { "Message \($0)" }
        isLoading = false
        print("fetch \(number) finished")
    }
}

struct MailboxView: View {
    @State private var model = MailboxModel()

    var body: some View {
        let _ = print("MailboxView body: \(model.messages.count) messages, loading \(model.isLoading)")
        List(model.messages, id: \.self) { message in
            Text(message)
        }
        .refreshable {
            await model.fetch()
        }
        .task {
            await model.fetch()
        }
    }
}

:mount MailboxView()
// expect: MailboxView body: 0 messages, loading false
// expect: fetch 1 started
// expect: MailboxView body: 0 messages, loading true
:advance 1s
:refresh
// expect: fetch skipped: already loading
:advance 1s
// expect: fetch 1 finished
// expect: MailboxView body: 1 messages, loading false
:refresh
// expect: fetch 2 started
// expect: MailboxView body: 1 messages, loading true
:advance 2s
// expect: fetch 2 finished
// expect: MailboxView body: 2 messages, loading false
