// Walk timer: a timer view shown only while "Walking" is on (an `if` without else), owning its model with
// @StateObject; the lifetime lesson of WWDC21's "Demystify SwiftUI" (state lives as long as the view's identity) and
// WWDC20's "Data Essentials in SwiftUI" (@StateObject is tied to the view's lifetime); own code.
// What SwiftUI does: an `if` without else is one slot, filled or empty (rules §1.1). Turning it on makes the node: the
// model's closure runs right before the first body, and onAppear follows the update (rules §4.2, §11.1). Turning it off
// destroys the node, which releases the model: it deinits (rules §1.4, §4.4). Turning it on again makes a new node and
// a new model, starting at 0. (The old view's onDisappear is left out: the order of a removed view's deinit and its
// disappear callback is not documented.)
// Sources: rules §1.1, §1.4, §4.2, §4.4, §11.1; WWDC21 "Demystify SwiftUI" https://developer.apple.com/videos/play/wwdc2021/10022/;
// WWDC20 "Data Essentials in SwiftUI" https://developer.apple.com/videos/play/wwdc2020/10040/
import SwiftUI

final class WalkTimerModel: ObservableObject {
    @Published var minutes = 0

    init() { print("WalkTimerModel init") }
    deinit { print("WalkTimerModel deinit") }
}

struct WalkTimerView: View {
    @StateObject private var model = WalkTimerModel()

    var body: some View {
        let _ = print("WalkTimerView body: \(model.minutes) min")
        Button("Add Minute") { model.minutes += 1 }
            .onAppear { print("WalkTimerView appeared") }
    }
}

struct WalkSessionScreen: View {
    @State private var isWalking = false

    var body: some View {
        let _ = print("WalkSessionScreen body: walking \(isWalking)")
        VStack {
            Toggle("Walking", isOn: $isWalking)
            if isWalking {
                WalkTimerView()
            }
        }
    }
}

:mount WalkSessionScreen()
// expect: WalkSessionScreen body: walking false
:toggle "Walking"
// expect: WalkSessionScreen body: walking true
// expect: WalkTimerModel init
// expect: WalkTimerView body: 0 min
// expect: WalkTimerView appeared
:tap "Add Minute"
// expect: WalkTimerView body: 1 min
:toggle "Walking"
// expect: WalkSessionScreen body: walking false
// expect: WalkTimerModel deinit
:toggle "Walking"
// expect: WalkSessionScreen body: walking true
// expect: WalkTimerModel init
// expect: WalkTimerView body: 0 min
// expect: WalkTimerView appeared
