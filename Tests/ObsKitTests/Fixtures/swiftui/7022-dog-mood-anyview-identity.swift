// Dog mood: helper functions that return AnyView, the pattern WWDC21's "Demystify SwiftUI" rewrites with
// @ViewBuilder because type erasure hides the structure; own code. One helper returns the same view type from both
// branches, the other a different type in each.
// What SwiftUI does: Apple's AnyView documentation: "Whenever the type of view used with an AnyView changes, the old
// hierarchy is destroyed and a new hierarchy is created for the new type." So when the mood flips, the helper that
// still returns a NapTimer keeps the node and its @State (the view's value differs, so it runs with its naps kept),
// while the helper that switches from NapTimer to WagMeter makes a new view with fresh state. Unlike an if/else
// (rules §1.1), the erased branches share one identity.
// Sources: rules §1.1, §2.7; Apple https://developer.apple.com/documentation/swiftui/anyview; WWDC21 "Demystify SwiftUI"
// https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

struct NapTimer: View {
    let label: String
    @State private var naps = 0

    var body: some View {
        let _ = print("NapTimer body: \(label), naps \(naps)")
        Button("\(label) nap (\(naps))") { naps += 1 }
    }
}

struct WagMeter: View {
    @State private var wags = 0

    var body: some View {
        let _ = print("WagMeter body: wags \(wags)")
        Button("Wag (\(wags))") { wags += 1 }
    }
}

struct DogMoodView: View {
    @State private var isSleepy = true

    func moodView() -> AnyView {
        if isSleepy {
            return AnyView(NapTimer(label: "Sleepy"))
        } else {
            return AnyView(NapTimer(label: "Awake"))
        }
    }

    func activityView() -> AnyView {
        isSleepy ? AnyView(NapTimer(label: "Resting")) : AnyView(WagMeter())
    }

    var body: some View {
        let _ = print("DogMoodView body: sleepy \(isSleepy)")
        VStack {
            Toggle("Sleepy", isOn: $isSleepy)
            moodView()
            activityView()
        }
    }
}

:mount DogMoodView()
// expect: DogMoodView body: sleepy true
// expect: NapTimer body: Sleepy, naps 0
// expect: NapTimer body: Resting, naps 0
:tap "Sleepy nap (0)"
// expect: NapTimer body: Sleepy, naps 1
:tap "Resting nap (0)"
// expect: NapTimer body: Resting, naps 1
:toggle "Sleepy"
// expect: DogMoodView body: sleepy false
// expect: NapTimer body: Awake, naps 1
// expect: WagMeter body: wags 0
