// Follows Swift's `AsyncStream.makeStream(of:bufferingPolicy:)` page
// (https://developer.apple.com/documentation/swift/asyncstream/makestream(of:bufferingpolicy:)): "Initializes a new
// AsyncStream and an AsyncStream.Continuation", so a model can keep the continuation and yield from its methods.
// Own code: an activity log; buttons record events, a `.task` consumes them, "Close log" finishes the stream.
// - A yield resumes the consuming `for await` after the action that yielded (the task runs after the turn's action,
//   rules §10.1); the action writes no state, so its line comes first, then the consumer's, then the body its
//   @State write causes (rules §3.4, §0.3).
// - `finish()` ends the iteration: the loop's next element is nil and the code after it runs (Apple
//   `asyncstream/continuation/finish()`); `onTermination` runs inside `finish()` with `.finished` (checked with
//   swiftc 6.3.1: the handler runs synchronously in `finish()`).
// - A yield after `finish()` is `.terminated` and reaches no one (Apple `asyncstream/continuation/yieldresult`;
//   checked with swiftc 6.3.1).
// - The log is a plain class in @State, made once by the root's init (rules §3.1, §3.7).
import SwiftUI

@MainActor
final class ActivityLog {
    let events: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation

    init() {
        let pair = AsyncStream.makeStream(of: String.self)
        events = pair.stream
        continuation = pair.continuation
        continuation.onTermination = { termination in
            if case .finished = termination {
                print("stream terminated: finished")
            }
        }
    }

    func record(_ event: String) {
        print("recording \(event)")
        let result = continuation.yield(event)
        if case .terminated = result {
            print("\(event) dropped: the log is closed")
        }
    }

    func close() {
        print("closing log")
        continuation.finish()
    }
}

struct ActivityView: View {
    @State private var log = ActivityLog()
    @State private var entries: [String] = []
    @State private var closed = false

    var body: some View {
        let _ = print("ActivityView body, \(entries.count) entries\(closed ? ", closed" : "")")
        VStack {
            ForEach(entries, id: \.self) { Text($0) }
            Button("Sign in") { log.record("sign-in") }
            Button("Upload") { log.record("upload") }
            Button("Close log") { log.close() }
        }
        .task {
            for await event in log.events {
                print("logged \(event)")
                entries.append(event)
            }
            print("consumer done")
            closed = true
        }
    }
}

:mount ActivityView()
// expect: ActivityView body, 0 entries
:tap "Sign in"
// expect: recording sign-in
// expect: logged sign-in
// expect: ActivityView body, 1 entries
:tap "Upload"
// expect: recording upload
// expect: logged upload
// expect: ActivityView body, 2 entries
:tap "Close log"
// expect: closing log
// expect: stream terminated: finished
// expect: consumer done
// expect: ActivityView body, 2 entries, closed
:tap "Upload"
// expect: recording upload
// expect: upload dropped: the log is closed
