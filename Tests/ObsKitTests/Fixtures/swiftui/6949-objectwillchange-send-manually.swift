// Q (Apple Developer Forums style): "Calling objectWillChange.send() by hand — before or after the change?"
// "DownloadTracker has a plain `var completed` (no @Published). finishOne() calls objectWillChange.send() and the
// view updates; finishQuietly() forgets it and nothing happens; finishThenNotify() sends after changing the value
// and that works too. Which is right?"
// Answer: a class with no @Published still has the synthesized objectWillChange, one and the same publisher each
// time, so sending by hand works (rules §6.1, §6.2). The send only invalidates; the body runs later, at the end of
// the event, and reads the value then (rules §0.3, §10.1), so "after" also shows the new value here. Send *before*
// the change anyway: the name says "will change", and other subscribers (and animations) expect the old value at
// that moment. Without a send nothing runs; the next send shows the accumulated value.
// Source: rules §0.3, §6.1, §6.2, §10.1; Apple https://developer.apple.com/documentation/combine/observableobject
import SwiftUI

final class DownloadTracker: ObservableObject {
    var completed = 0

    func finishOne() {
        objectWillChange.send()
        completed += 1
        print("finished one, completed = \(completed)")
    }

    func finishQuietly() {
        completed += 1
        print("finished quietly, completed = \(completed)")
    }

    func finishThenNotify() {
        completed += 1
        objectWillChange.send()
        print("finished then notified, completed = \(completed)")
    }
}

struct DownloadsView: View {
    @StateObject private var tracker = DownloadTracker()

    var body: some View {
        let _ = print("DownloadsView body: \(tracker.completed) done")
        VStack {
            Text("\(tracker.completed) done")
            Button("Finish") { tracker.finishOne() }
            Button("Finish quietly") { tracker.finishQuietly() }
            Button("Finish then notify") { tracker.finishThenNotify() }
        }
    }
}

:mount DownloadsView()
// expect: DownloadsView body: 0 done
:tap "Finish quietly"
// expect: finished quietly, completed = 1
:tap "Finish"
// expect: finished one, completed = 2
// expect: DownloadsView body: 2 done
:tap "Finish then notify"
// expect: finished then notified, completed = 3
// expect: DownloadsView body: 3 done
