// SwiftUI from Hacking with Swift: https://www.hackingwithswift.com/quick-start/swiftui/how-to-use-observedobject-to-manage-state-from-external-objects (UserProgress: ContentView owns it with @StateObject, InnerView observes it with @ObservedObject; a tap in the child runs both bodies)
// Paul Hudson's example: `class UserProgress: ObservableObject { @Published var score = 0 }`; ContentView
// creates it with @StateObject and shows "Your score is …"; InnerView receives it as @ObservedObject and
// has an "Increase Score" button. The article claims:
// - Both views watch the same object, so when the button in InnerView changes the score, ContentView's
//   text updates too.
// - Any view using @ObservedObject (or @StateObject) for the object is reinvoked when a @Published property
//   changes: each tap runs ContentView's body, then InnerView's.
import SwiftUI
import Combine

class UserProgress: ObservableObject {
    @Published var score = 0
}

struct InnerView: View {
    @ObservedObject var progress: UserProgress

    var body: some View {
        let _ = Self._printChanges()
        Button("Increase Score") {
            progress.score += 1
        }
    }
}

struct ContentView: View {
    @StateObject var progress = UserProgress()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Your score is \(progress.score)")
            InnerView(progress: progress)
        }
    }
}

:mount ContentView()
// expect: ContentView: @self, @identity, _progress changed.
// expect: InnerView: @self, @identity, _progress changed.
:tap "Increase Score"
// expect: ContentView: _progress changed.
// expect: InnerView: _progress changed.
:tap "Increase Score"
// expect: ContentView: _progress changed.
// expect: InnerView: _progress changed.
