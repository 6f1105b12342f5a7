// SwiftUI from a community tutorial: https://jayeshinde.github.io/my-blogs/swift/interview/questions/2020/01/25/environment-observed-objects.html (@EnvironmentObject from A to C: the middle view B never mentions the object, and C changes it)
// The post: "If we want to pass data from A -> B -> C, instead of creating protocols or singleton objects, we can create
// @EnvironmentObject and put into the environment object so that views B, C and D can automatically have access to it"
// and "Environment objects must be supplied by an ancestor views". Here A owns the settings (@StateObject) and shows
// the score; C increases it. A reads the score, so its body runs again after each change and builds B again (B's
// init prints); the model itself is made once.
// - Mount; increase the score twice from C.
import SwiftUI

final class UserSettings: ObservableObject {
    @Published var score = 0
    init() { print("UserSettings init") }
}

struct ViewA: View {
    @StateObject private var settings = UserSettings()

    var body: some View {
        VStack {
            Text("Score: \(settings.score)")
            ViewB()
        }
        .environmentObject(settings)
    }
}

struct ViewB: View {
    init() { print("ViewB init") }

    var body: some View {
        VStack {
            Text("B passes nothing down")
            ViewC()
        }
    }
}

struct ViewC: View {
    @EnvironmentObject var settings: UserSettings

    var body: some View {
        Button("Increase Score") {
            settings.score += 1
            print("C set score \(settings.score)")
        }
    }
}

:mount ViewA()
// expect: UserSettings init
// expect: ViewB init
:tap "Increase Score"
// expect: C set score 1
// expect: ViewB init
:tap "Increase Score"
// expect: C set score 2
// expect: ViewB init
