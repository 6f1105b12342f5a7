// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/manually-publishing-observableobject-changes (Hot Prospects' DelayedUpdater: an ObservableObject whose plain `value` announces itself with objectWillChange.send() in willSet, updated by DispatchQueue.main.asyncAfter once a second; a second property changed without announcing does not update the view until the next announced change)
// Apple: ObservableObject's `objectWillChange` "emits before the object has changed"; @Published sends it for you,
// and a plain property can send it by hand in willSet. SwiftUI re-runs the body of a view that holds the object
// (here with @StateObject) after each send. A property that changes without a send is invisible to SwiftUI: the
// body shows it only when something else causes a run. The closures were scheduled from init, which runs when the
// @StateObject is first needed, at mount.
// - Each second a tick changes both properties: the body runs with both new values.
// - "Bump silently" changes only the unannounced one: no body; the next tick shows it.
import SwiftUI
import Foundation

final class DelayedUpdater: ObservableObject {
    var value = 0 {
        willSet {
            objectWillChange.send()
        }
    }

    var unannounced = 0

    init() {
        for i in 1...3 {
            DispatchQueue.main.asyncAfter(deadline: .now() + Double(i)) {
                self.value += 1
                self.unannounced += 10
                print("tick \(i)")
            }
        }
    }
}

struct DelayedView: View {
    @StateObject private var updater = DelayedUpdater()

    var body: some View {
        let _ = print("body: value \(updater.value), unannounced \(updater.unannounced)")
        VStack {
            Text("Value is: \(updater.value)")
            Button("Bump silently") {
                updater.unannounced += 5
                print("unannounced is now \(updater.unannounced)")
            }
        }
    }
}

:mount DelayedView()
// expect: body: value 0, unannounced 0
:advance 1s
// expect: tick 1
// expect: body: value 1, unannounced 10
:tap "Bump silently"
// expect: unannounced is now 15
:advance 1s
// expect: tick 2
// expect: body: value 2, unannounced 25
:advance 1s
// expect: tick 3
// expect: body: value 3, unannounced 35
:advance 5s
