// Kodeco style (event bus): a global PassthroughSubject feeds a child's @StateObject view model through a sink stored in Set<AnyCancellable>; removing the child releases the model and cancels its subscription (rules §1.4, §4.2, §4.4, §10.1)
import SwiftUI
import Combine

let appEvents = PassthroughSubject<String, Never>()

final class InboxViewModel: ObservableObject {
    @Published var lastEvent = "none"
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("InboxViewModel init")
        appEvents
            .handleEvents(receiveCancel: { print("inbox subscription cancelled") })
            .sink { [weak self] event in
                print("inbox got \(event)")
                self?.lastEvent = event
            }
            .store(in: &cancellables)
    }

    deinit {
        print("InboxViewModel deinit")
    }
}

struct InboxView: View {
    @StateObject private var viewModel = InboxViewModel()

    var body: some View {
        let _ = print("InboxView body: last=\(viewModel.lastEvent)")
        Text("Last event: \(viewModel.lastEvent)")
    }
}

struct ContentView: View {
    @State private var showInbox = true

    var body: some View {
        let _ = print("ContentView body showInbox=\(showInbox)")
        VStack {
            Button("Send Refresh") { appEvents.send("refresh") }
            Button("Toggle Inbox") { showInbox.toggle() }
            if showInbox {
                InboxView()
            }
        }
    }
}

:mount ContentView()
// expect: ContentView body showInbox=true
// expect: InboxViewModel init
// expect: InboxView body: last=none
:tap "Send Refresh"
// expect: inbox got refresh
// expect: InboxView body: last=refresh
:tap "Toggle Inbox"
// expect: ContentView body showInbox=false
// expect: InboxViewModel deinit
// expect: inbox subscription cancelled
:tap "Send Refresh"
appEvents.send("logout")
:tap "Toggle Inbox"
// expect: ContentView body showInbox=true
// expect: InboxViewModel init
// expect: InboxView body: last=none
