// Walk tracker: a parent that re-renders every minute and passes plain values to small child views, the
// "dependencies" lesson of WWDC21's "Demystify SwiftUI" and WWDC23's "Demystify SwiftUI performance"; own code.
// What SwiftUI does: each parent body builds every child again, but a child's body runs only when its new value
// differs from the old one (rules §2.6, §2.7). A step badge holding an Int and a name tag holding a constant string
// are compared field by field: a tick of the minutes changes neither, so only the parent runs; more steps change the
// badge's value, so the badge runs and the name tag does not (rules §2.1, §2.3).
// Sources: rules §2.1, §2.3, §2.6, §2.7; WWDC21 "Demystify SwiftUI" https://developer.apple.com/videos/play/wwdc2021/10022/
// and WWDC23 "Demystify SwiftUI performance" https://developer.apple.com/videos/play/wwdc2023/10160/
import SwiftUI

struct StepsBadge: View {
    let steps: Int

    var body: some View {
        let _ = print("StepsBadge body: \(steps)")
        Text("\(steps) steps")
    }
}

struct DogNameTag: View {
    let name: String

    var body: some View {
        let _ = print("DogNameTag body: \(name)")
        Text(name)
    }
}

struct WalkTrackerView: View {
    @State private var steps = 0
    @State private var elapsedMinutes = 0

    var body: some View {
        let _ = print("WalkTrackerView body: \(elapsedMinutes) min")
        VStack {
            Text("\(elapsedMinutes) min")
            StepsBadge(steps: steps)
            DogNameTag(name: "Rex")
            Button("Tick") { elapsedMinutes += 1 }
            Button("Step") { steps += 100 }
        }
    }
}

:mount WalkTrackerView()
// expect: WalkTrackerView body: 0 min
// expect: StepsBadge body: 0
// expect: DogNameTag body: Rex
:tap "Tick"
// expect: WalkTrackerView body: 1 min
:tap "Step"
// expect: WalkTrackerView body: 1 min
// expect: StepsBadge body: 100
:tap "Tick"
// expect: WalkTrackerView body: 2 min
