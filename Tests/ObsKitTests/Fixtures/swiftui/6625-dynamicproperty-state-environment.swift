// Apple docs `DynamicProperty`: a property wrapper-like struct of our own that combines @State and @Environment; SwiftUI installs the nested properties in each view that holds it.
// SwiftUI finds the nested @State and @Environment of a DynamicProperty field and gives each host view its own storage
// (rules §7.1): two like buttons count separately. A write of the nested @State, or a change of the nested environment
// value, invalidates the host (rules §7.3, §14.2), even though the host's body never reads `step`. The action reads the
// step of the host's last update, so after "Double step" a tap adds 2.
import SwiftUI

extension EnvironmentValues {
    @Entry var likeStep: Int = 1
}

struct TapCounter: DynamicProperty {
    @State private var count = 0
    @Environment(\.likeStep) private var step

    var value: Int { count }

    func increment() {
        count += step
    }
}

struct LikeButton: View {
    let name: String
    var likes = TapCounter()

    var body: some View {
        let _ = print("\(name) body likes=\(likes.value)")
        Button("Like \(name)") { likes.increment() }
    }
}

struct Feed: View {
    @State private var step = 1

    var body: some View {
        VStack {
            LikeButton(name: "post")
            Button("Double step") { step = 2 }
        }
        .environment(\.likeStep, step)
    }
}

struct TwoFeeds: View {
    var body: some View {
        VStack {
            Feed()
            LikeButton(name: "photo")
        }
    }
}

:mount TwoFeeds()
// expect: post body likes=0
// expect: photo body likes=0
:tap "Like post"
// expect: post body likes=1
:tap "Double step"
// expect: post body likes=1
:tap "Like post"
// expect: post body likes=3
:tap "Like photo"
// expect: photo body likes=1
