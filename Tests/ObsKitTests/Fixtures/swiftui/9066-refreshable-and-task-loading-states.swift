// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/refreshable(action:) (the first load from .task shows a loading state; a pull to refresh keeps the loaded content on screen while the refresh runs)
// What SwiftUI does: .task loads when the view appears (https://developer.apple.com/documentation/swiftui/view/task(priority:_:));
// the refresh handler is awaited while the system shows its own indicator ("The indicator remains visible for the
// duration of the refresh"), so the model does not switch back to .loading for a refresh and the body doesn't run
// until the new data is stored. At mount the body runs for .idle, then again for .loading (a different value the body
// reads), both drawn as the spinner.
import SwiftUI

@MainActor
@Observable
final class NewsModel {
    enum State: Equatable {
        case idle
        case loading
        case loaded([String])
        case failed(String)
    }

    var state = State.idle
    private var edition = 0

    func firstLoad() async {
        state = .loading
        await fetch()
    }

    func refresh() async {
        await fetch()
    }

    private func fetch() async {
        edition += 1
        let current = edition
        try? await Task.sleep(for: .seconds(1))
        state = .loaded(["Edition \(current)"])
    }
}

struct NewsView: View {
    @State private var model = NewsModel()

    var body: some View {
        List {
            switch model.state {
            case .idle, .loading:
                let _ = print("body: spinner")
                ProgressView()
            case .loaded(let headlines):
                let _ = print("body: \(headlines.joined())")
                ForEach(headlines, id: \.self) { Text($0) }
            case .failed(let message):
                let _ = print("body: failed \(message)")
                Text(message)
            }
        }
        .task { await model.firstLoad() }
        .refreshable { await model.refresh() }
    }
}

:mount NewsView()
// expect: body: spinner
// expect: body: spinner
:advance 1s
// expect: body: Edition 1
:refresh
print("refreshing")
// expect: refreshing
:advance 1s
// expect: body: Edition 2
