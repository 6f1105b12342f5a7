// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/asyncstream (values yielded before a view's .task starts iterating are buffered and all delivered, in order)
// What SwiftUI does: AsyncStream's default buffering policy is unbounded ("By default, the stream buffers an
// unlimited number of elements"); yield(_:) "If nothing is awaiting the next value, this method attempts to buffer
// the result's element" (https://developer.apple.com/documentation/swift/asyncstream/continuation/yield(_:)-4s6jt).
// The log view appears later; its task (https://developer.apple.com/documentation/swiftui/view/task(priority:_:))
// receives the three buffered events, then the one sent while it listens.
import SwiftUI

@MainActor
final class EventBus {
    let events: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation

    init() {
        (events, continuation) = AsyncStream.makeStream(of: String.self)
    }

    func send(_ event: String) {
        continuation.yield(event)
    }
}

struct EventLog: View {
    let bus: EventBus

    var body: some View {
        Text("Log")
            .task {
                for await event in bus.events {
                    print("log received \(event)")
                }
            }
    }
}

struct ConsoleView: View {
    @State private var bus = EventBus()
    @State private var showLog = false
    @State private var sent = 0

    var body: some View {
        VStack {
            Button("Send") {
                sent += 1
                bus.send("event \(sent)")
            }
            Button("Show log") { showLog = true }
            if showLog {
                EventLog(bus: bus)
            }
        }
    }
}

:mount ConsoleView()
:tap "Send"
:tap "Send"
:tap "Send"
print("three events sent, nobody listening")
// expect: three events sent, nobody listening
:tap "Show log"
// expect: log received event 1
// expect: log received event 2
// expect: log received event 3
:tap "Send"
// expect: log received event 4
