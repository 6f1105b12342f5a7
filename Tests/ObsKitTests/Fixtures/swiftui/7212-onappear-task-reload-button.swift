// The pre-`.task` way: `.onAppear { Task { await viewModel.load() } }` plus a "Reload" button that starts another
// `Task`, with a `@MainActor` view model; two reloads overlap, as they do in apps that don't cancel the old one.
// What SwiftUI does: `onAppear` runs after the first update (rules §10.3, §11.1); the `Task` it makes starts when that
// turn's code is done and runs until it suspends (rules §10.1, ObsREPL's choice), so `loadCount` goes up and the body
// runs once for it. Each sleep ends on the virtual clock; each wake-up is its own update with one body (rules §10.1,
// §15.15). Two loads in flight finish in the order their sleeps end, so the later one's text wins.
// Sources: rules §10.1, §10.3, §11.1; https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
// https://developer.apple.com/documentation/swift/task
import SwiftUI
import Combine

@MainActor
final class QuoteOfTheDayViewModel: ObservableObject {
    @Published private(set) var quote = "loading..."
    @Published private(set) var loadCount = 0

    func load() async {
        loadCount += 1
        let number = loadCount
        print("load #\(number) started")
        try? await Task.sleep(for: .milliseconds(500))
        quote = "Quote #\(number)"
        print("load #\(number) done")
    }
}

struct QuoteOfTheDayView: View {
    @StateObject private var viewModel = QuoteOfTheDayViewModel()

    var body: some View {
        let _ = print("QuoteOfTheDayView body: \(viewModel.quote) (loads: \(viewModel.loadCount))")
        VStack {
            Text(viewModel.quote)
            Button("Reload") {
                print("Reload tapped")
                Task { await viewModel.load() }
            }
        }
        .onAppear {
            print("onAppear")
            Task { await viewModel.load() }
        }
    }
}

:mount QuoteOfTheDayView()
// expect: QuoteOfTheDayView body: loading... (loads: 0)
// expect: onAppear
// expect: load #1 started
// expect: QuoteOfTheDayView body: loading... (loads: 1)
:advance 500ms
// expect: load #1 done
// expect: QuoteOfTheDayView body: Quote #1 (loads: 1)
:tap "Reload"
// expect: Reload tapped
// expect: load #2 started
// expect: QuoteOfTheDayView body: Quote #1 (loads: 2)
:advance 200ms
:tap "Reload"
// expect: Reload tapped
// expect: load #3 started
// expect: QuoteOfTheDayView body: Quote #1 (loads: 3)
:advance 500ms
// expect: load #2 done
// expect: QuoteOfTheDayView body: Quote #2 (loads: 3)
// expect: load #3 done
// expect: QuoteOfTheDayView body: Quote #3 (loads: 3)
