// Style: blog post, "The crash that waits for a tap". A view may declare an @EnvironmentObject nobody supplied: the lookup happens when the
// property updates, and only a read of the missing object is fatal (rules §14.1, T16). This view reads it only in a button's action, so it mounts
// and renders (its body never touches `timer`); the tap reads the wrapped value and crashes with the message of rules §14.1.
import SwiftUI

final class WorkoutTimer: ObservableObject {
    @Published var seconds = 0
    func start() { seconds = 1 }
}

struct StartPanel: View {
    @EnvironmentObject var timer: WorkoutTimer

    var body: some View {
        let _ = print("StartPanel body")
        VStack {
            Text("Ready?")
            Button("Start") { timer.start() }
        }
    }
}

:mount StartPanel()
// expect: StartPanel body
:tap "Start"
// expect-error: No ObservableObject of type WorkoutTimer found
