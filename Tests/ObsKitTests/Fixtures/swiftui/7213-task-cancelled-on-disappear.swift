// A detail panel shown by an `if`, loading in `.task` through a `@MainActor` view model; the user closes the panel
// before the load ends, and opens it again.
// What SwiftUI does: `.task` starts when the panel appears and is cancelled when it disappears (rules §11.3, §1.4;
// Apple: "SwiftUI will automatically cancel the task at some point after the view disappears"). `Task.sleep` then
// throws `CancellationError`, so the load's `catch` runs (in the turn of the cancellation, after the `onDisappear`
// callback: appearance callbacks run before tasks resume, rules §10.1, §11.1), and the late result never arrives.
// Opening again makes a new node, a new view model and a new task (rules §1.1, §4.2).
// Sources: rules §1.1, §1.4, §4.2, §10.1, §11.1, §11.3; https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
import SwiftUI
import Combine

@MainActor
final class DetailLoader: ObservableObject {
    @Published private(set) var text = "loading"

    init() { print("DetailLoader init") }

    func load() async {
        print("DetailLoader.load started")
        do {
            try await Task.sleep(for: .seconds(3))
            text = "loaded"
            print("DetailLoader.load finished")
        } catch {
            print("DetailLoader.load cancelled: \(error is CancellationError)")
        }
    }
}

struct DetailPanel: View {
    @StateObject private var loader = DetailLoader()

    var body: some View {
        let _ = print("DetailPanel body: \(loader.text)")
        Text(loader.text)
            .task { await loader.load() }
            .onDisappear { print("DetailPanel onDisappear") }
    }
}

struct PanelHost: View {
    @State private var showDetail = false

    var body: some View {
        let _ = print("PanelHost body: showDetail \(showDetail)")
        VStack {
            Button(showDetail ? "Close" : "Open") { showDetail.toggle() }
            if showDetail {
                DetailPanel()
            }
        }
    }
}

:mount PanelHost()
// expect: PanelHost body: showDetail false
:tap "Open"
// expect: PanelHost body: showDetail true
// expect: DetailLoader init
// expect: DetailPanel body: loading
// expect: DetailLoader.load started
:advance 1s
:tap "Close"
// expect: PanelHost body: showDetail false
// expect: DetailPanel onDisappear
// expect: DetailLoader.load cancelled: true
:advance 5s
:tap "Open"
// expect: PanelHost body: showDetail true
// expect: DetailLoader init
// expect: DetailPanel body: loading
// expect: DetailLoader.load started
:advance 3s
// expect: DetailLoader.load finished
// expect: DetailPanel body: loaded
