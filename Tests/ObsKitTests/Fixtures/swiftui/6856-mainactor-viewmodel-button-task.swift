// Follows Swift's `MainActor` page (https://developer.apple.com/documentation/swift/mainactor): "A singleton actor
// whose executor is equivalent to the main dispatch queue." A @MainActor view model's async method, called from a
// Button action through `Task { await model.loadMore() }`, runs on the main actor: its code before the first `await`
// runs to the end without interruption. Own code: an inbox that loads one page of messages per tap.
// - The `Task` made in the action starts after the action returns (Swift `task`: it is scheduled, not run inline;
//   rules §10.1), so "tapped" comes first; the action writes no state itself.
// - A second tap while a page loads finds `isLoading` true: the guard returns. Actor isolation gives mutual
//   exclusion only between suspension points, so the flag is what prevents a double load.
// - @Published writes made by the task before it suspends run the body once at the next update (rules §6.3,
//   §10.1); two writes in one turn give one body (rules §10.1, T11).
import SwiftUI
import Combine

@MainActor
final class InboxModel: ObservableObject {
    @Published private(set) var messages: [String] = []
    @Published private(set) var isLoading = false
    private var page = 0

    func loadMore() async {
        guard !isLoading else {
            print("already loading page \(page)")
            return
        }
        isLoading = true
        page += 1
        print("loading page \(page)")
        try? await Task.sleep(for: .seconds(1))
        messages.append(contentsOf: ["Message \(page)a", "Message \(page)b"])
        isLoading = false
        print("page \(page) loaded")
    }
}

struct InboxView: View {
    @StateObject private var model = InboxModel()

    var body: some View {
        let _ = print("InboxView body, \(model.messages.count) messages, loading \(model.isLoading)")
        List {
            ForEach(model.messages, id: \.self) { message in
                Text(message)
            }
            Button("Load more") {
                print("tapped Load more")
                Task { await model.loadMore() }
            }
        }
    }
}

:mount InboxView()
// expect: InboxView body, 0 messages, loading false
:tap "Load more"
// expect: tapped Load more
// expect: loading page 1
// expect: InboxView body, 0 messages, loading true
:tap "Load more"
// expect: tapped Load more
// expect: already loading page 1
:advance 1s
// expect: page 1 loaded
// expect: InboxView body, 2 messages, loading false
:tap "Load more"
// expect: tapped Load more
// expect: loading page 2
// expect: InboxView body, 2 messages, loading true
:advance 1s
// expect: page 2 loaded
// expect: InboxView body, 4 messages, loading false
