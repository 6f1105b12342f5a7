// Hacking with Swift style (send with undo): a Task made in a button action is not tied to the view, so Undo cancels it but closing the view does not; the delivered message re-runs the parent (rules §11.3, §1.1, §11.1, §2.4)
import SwiftUI

struct ComposeView: View {
    let onSend: (String) -> Void
    @State private var pending: Task<Void, Never>?

    var body: some View {
        VStack {
            Button("Send") {
                print("send scheduled")
                pending = Task {
                    try? await Task.sleep(for: .seconds(3))
                    guard !Task.isCancelled else {
                        print("send undone")
                        return
                    }
                    onSend("Hello")
                }
            }
            Button("Undo") { pending?.cancel() }
        }
        .onDisappear { print("compose gone") }
    }
}

struct ContentView: View {
    @State private var showCompose = true
    @State private var sent: [String] = []

    var body: some View {
        let _ = print("inbox: \(sent.count) sent")
        VStack {
            if showCompose {
                ComposeView { message in
                    sent.append(message)
                    print("delivered \(message)")
                }
            }
            Button("Close") { showCompose = false }
        }
    }
}
:mount ContentView()
// expect: inbox: 0 sent
:tap "Send"
// expect: send scheduled
:advance 3s
// expect: delivered Hello
// expect: inbox: 1 sent
:tap "Send"
// expect: send scheduled
:tap "Undo"
// expect: send undone
:tap "Send"
// expect: send scheduled
:tap "Close"
// expect: inbox: 1 sent
// expect: compose gone
:advance 3s
// expect: delivered Hello
// expect: inbox: 2 sent
