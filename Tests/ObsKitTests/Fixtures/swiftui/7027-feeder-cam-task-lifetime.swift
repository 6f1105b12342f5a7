// Bird feeder camera: a view whose `.task` streams frames in a loop, shown while "Watch" is on; the lifetime lesson of
// WWDC21's "Demystify SwiftUI" (a view's lifetime is its identity's) with the task modifier Apple documents: "SwiftUI
// will automatically cancel the task at some point after the view disappears"; own code on ObsREPL's virtual clock.
// What SwiftUI does: the task starts when the view appears and runs until it waits (rules §11.3). Each second the loop
// prints a frame. Turning "Watch" off removes the view (an `if` without else, rules §1.1): its onDisappear runs after
// the update, and the task is cancelled, so its sleep throws and the loop ends (rules §1.4, §11.1, §11.3). Turning it
// back on makes a new view with a new task.
// Sources: rules §1.1, §1.4, §11.1, §11.3; Apple https://developer.apple.com/documentation/swiftui/view/task(priority:_:);
// WWDC21 "Demystify SwiftUI" https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

struct FeederCamView: View {
    let feeder: String

    var body: some View {
        let _ = print("FeederCamView body: \(feeder)")
        Text("Watching the \(feeder) feeder")
            .task {
                print("stream \(feeder) started")
                do {
                    while true {
                        try await Task.sleep(for: .seconds(1))
                        print("frame from \(feeder)")
                    }
                } catch {
                    print("stream \(feeder) stopped")
                }
            }
            .onDisappear { print("FeederCamView \(feeder) disappeared") }
    }
}

struct BirdFeederScreen: View {
    @State private var isWatching = true

    var body: some View {
        let _ = print("BirdFeederScreen body: watching \(isWatching)")
        VStack {
            Toggle("Watch", isOn: $isWatching)
            if isWatching {
                FeederCamView(feeder: "Oak")
            }
        }
    }
}

:mount BirdFeederScreen()
// expect: BirdFeederScreen body: watching true
// expect: FeederCamView body: Oak
// expect: stream Oak started
:advance 2s
// expect: frame from Oak
// expect: frame from Oak
:toggle "Watch"
// expect: BirdFeederScreen body: watching false
// expect: FeederCamView Oak disappeared
// expect: stream Oak stopped
:advance 2s
:toggle "Watch"
// expect: BirdFeederScreen body: watching true
// expect: FeederCamView body: Oak
// expect: stream Oak started
