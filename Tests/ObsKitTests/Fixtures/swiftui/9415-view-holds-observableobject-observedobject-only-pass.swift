// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2020/10040/ (a view that holds an ObservableObject with @ObservedObject only to pass it down runs for every change; holding it as a plain property lets only the view that shows the data run)
// "Data Essentials in SwiftUI" (WWDC20): @ObservedObject makes the object a dependency of the view, so SwiftUI
// re-runs its body whenever the object's objectWillChange fires, whatever the body reads. A card that only hands the
// tracker to its label does not need that: with a plain `let`, its value (the same object) compares equal, and only
// the label, which observes the tracker, runs. (The owner's @StateObject also observes it, but prints nothing.)
// - Pass-through card: "Walk a mile" and "Rename dog" each re-run the card and the label.
// - Plain card: the same taps re-run only the label (a rename too: ObservableObject has one publisher).
import SwiftUI

final class WalkTracker: ObservableObject {
    @Published var miles = 0
    @Published var dogName = "Rex"
}

struct MilesLabel: View {
    @ObservedObject var tracker: WalkTracker

    var body: some View {
        let _ = print("miles label body: \(tracker.miles) miles")
        Text("\(tracker.miles) miles")
    }
}

struct PassThroughCard: View {
    @ObservedObject var tracker: WalkTracker

    var body: some View {
        let _ = print("pass-through card body")
        VStack {
            Text("Today's walk")
            MilesLabel(tracker: tracker)
        }
    }
}

struct PlainCard: View {
    let tracker: WalkTracker

    var body: some View {
        let _ = print("plain card body")
        VStack {
            Text("Today's walk")
            MilesLabel(tracker: tracker)
        }
    }
}

struct PassThroughRoot: View {
    @StateObject private var tracker = WalkTracker()

    var body: some View {
        VStack {
            PassThroughCard(tracker: tracker)
            Button("Walk a mile") { tracker.miles += 1 }
            Button("Rename dog") { tracker.dogName = "Max" }
        }
    }
}

struct PlainRoot: View {
    @StateObject private var tracker = WalkTracker()

    var body: some View {
        VStack {
            PlainCard(tracker: tracker)
            Button("Walk a mile") { tracker.miles += 1 }
            Button("Rename dog") { tracker.dogName = "Max" }
        }
    }
}

:mount PassThroughRoot()
// expect: pass-through card body
// expect: miles label body: 0 miles
:tap "Walk a mile"
// expect: pass-through card body
// expect: miles label body: 1 miles
:tap "Rename dog"
// expect: pass-through card body
// expect: miles label body: 1 miles
:mount PlainRoot()
// expect: plain card body
// expect: miles label body: 0 miles
:tap "Walk a mile"
// expect: miles label body: 1 miles
:tap "Rename dog"
// expect: miles label body: 1 miles
