// SwiftUI from Apple's documentation: a condition folded into a modifier keeps one view, so its state survives
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): "fold the branches together
// and move the condition inside the opacity modifier"; "By removing this branch, we've correctly described this view as
// having a single identity." A single view with a changing value "helps preserve your view's lifetime and state".
import SwiftUI

struct TreatCell: View {
    @State private var eaten = 0
    var body: some View {
        Button("Eat") {
            eaten += 1
            print("eaten \(eaten)")
        }
    }
}

struct TreatJar: View {
    @State private var expired = false
    var body: some View {
        VStack {
            Button("Expire") { expired.toggle() }
            TreatCell()
                .opacity(expired ? 0.3 : 1.0)
        }
    }
}

:mount TreatJar()
:tap "Eat"
:tap "Eat"
:tap "Expire"
:tap "Eat"
:tap "Expire"
:tap "Eat"
// expect: eaten 1
// expect: eaten 2
// expect: eaten 3
// expect: eaten 4
