// Follows Apple's task(priority:_:) (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)): a ticker that reads lines from an async sequence, cancelled when the ticker is hidden
// What SwiftUI does: the task starts when the view appears and is cancelled when it disappears (Apple's page,
// whose example reads `url.lines` with `for try await` and writes a `@State` message; here the lines come from an
// async sequence of our own that sleeps a second per line, since ObsREPL does no network). Each line is a write
// the body reads, so it runs after the task's step (rules §10.1, §11.3). Hiding the ticker removes the view:
// its task is cancelled, the sleep throws, and the catch runs in that turn (corpus README, assumption 13); its
// write goes nowhere (rules §1.4). Shown again, the view is new: its message and its task start over.
// Sources: Apple `view/task(priority:_:)`; rules §1.1, §1.4, §10.1, §11.3.
import SwiftUI

struct HeadlineFeed: AsyncSequence {
    typealias Element = String
    let headlines: [String]

    struct AsyncIterator: AsyncIteratorProtocol {
        var remaining: [String]

        mutating func next() async throws -> String? {
            guard !remaining.isEmpty else { return nil }
            try await Task.sleep(for: .seconds(1))
            return remaining.removeFirst()
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(remaining: headlines)
    }
}

struct TickerView: View {
    let feed = HeadlineFeed(headlines: ["Markets open", "Rain expected", "Team wins"])
    @State private var message = "Loading..."

    var body: some View {
        let _ = print("ticker: \(message)")
        Text(message)
            .task(priority: .background) {
                do {
                    var received = [String]()
                    for try await line in feed {
                        received.append(line)
                        message = "Received \(received.count) lines"
                        print("line: \(line)")
                    }
                    print("feed finished")
                } catch {
                    message = "Failed to load"
                    print("feed stopped, cancelled: \(error is CancellationError)")
                }
            }
    }
}

struct NewsScreen: View {
    @State private var showTicker = true

    var body: some View {
        VStack {
            Toggle("Show ticker", isOn: $showTicker)
            if showTicker {
                TickerView()
            }
        }
    }
}

:mount NewsScreen()
// expect: ticker: Loading...
:advance 1500ms
// expect: line: Markets open
// expect: ticker: Received 1 lines
:advance 1s
// expect: line: Rain expected
// expect: ticker: Received 2 lines
:toggle "Show ticker"
// expect: feed stopped, cancelled: true
:toggle "Show ticker"
// expect: ticker: Loading...
:advance 3500ms
// expect: line: Markets open
// expect: ticker: Received 1 lines
// expect: line: Rain expected
// expect: ticker: Received 2 lines
// expect: line: Team wins
// expect: feed finished
// expect: ticker: Received 3 lines
