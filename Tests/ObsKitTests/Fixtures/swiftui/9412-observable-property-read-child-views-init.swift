// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2023/10149/ (an @Observable property read in a child view's init is a dependency of the parent, because the init runs inside the parent's body; read in the child's body, it is the child's alone)
// "Discover Observation in SwiftUI" (WWDC23): SwiftUI records the observable properties accessed while a view's
// body is executing. A child's initializer is called from the parent's body, so what it reads is recorded for the
// parent: a step then re-runs the parent, which makes the badge again with a new caption, and the badge's body runs
// because its input changed. When the badge keeps the walker and reads it in its own body, a step re-runs only the
// badge.
// - Init-read badge: "Step" runs the screen's body, the badge's init, then the badge's body.
// - Body-read badge: "Step" runs only the badge's body.
import SwiftUI

@Observable
final class Walker {
    var name = "Sam"
    var steps = 0
}

struct CaptionBadge: View {
    let caption: String

    init(walker: Walker) {
        caption = "\(walker.name): \(walker.steps) steps"
        print("caption badge init: \(caption)")
    }

    var body: some View {
        let _ = print("caption badge body: \(caption)")
        Text(caption)
    }
}

struct InitReadScreen: View {
    @State private var walker = Walker()

    var body: some View {
        let _ = print("init-read screen body")
        VStack {
            CaptionBadge(walker: walker)
            Button("Step") { walker.steps += 1 }
        }
    }
}

struct LiveBadge: View {
    let walker: Walker

    var body: some View {
        let _ = print("live badge body: \(walker.name): \(walker.steps) steps")
        Text("\(walker.name): \(walker.steps) steps")
    }
}

struct BodyReadScreen: View {
    @State private var walker = Walker()

    var body: some View {
        let _ = print("body-read screen body")
        VStack {
            LiveBadge(walker: walker)
            Button("Step") { walker.steps += 1 }
        }
    }
}

:mount InitReadScreen()
// expect: init-read screen body
// expect: caption badge init: Sam: 0 steps
// expect: caption badge body: Sam: 0 steps
:tap "Step"
// expect: init-read screen body
// expect: caption badge init: Sam: 1 steps
// expect: caption badge body: Sam: 1 steps
:mount BodyReadScreen()
// expect: body-read screen body
// expect: live badge body: Sam: 0 steps
:tap "Step"
// expect: live badge body: Sam: 1 steps
