// SwiftUI from Apple's documentation: a parent's body makes a new child value, but an unchanged child value does not get a new body
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): "SwiftUI will instantiate the
// values of each invalidated view's body"; "Because views are value types, SwiftUI can efficiently compare them to only
// update the right subset of views"; "The struct value is just used for comparison, but the view itself has a longer
// lifetime. And that's how we can avoid generating a new body for the view in the center."
import SwiftUI

struct Badge: View {
    let label: String
    init(label: String) {
        self.label = label
        print("Badge init")
    }
    var body: some View {
        let _ = print("Badge body")
        Text(label)
    }
}

struct Feed: View {
    @State private var likes = 0
    var body: some View {
        let _ = print("Feed body \(likes)")
        VStack {
            Button("Like") { likes += 1 }
            Text("\(likes) likes")
            Badge(label: "Good dog")
        }
    }
}

:mount Feed()
:tap "Like"
:tap "Like"
// expect: Feed body 0
// expect: Badge init
// expect: Badge body
// expect: Feed body 1
// expect: Badge init
// expect: Feed body 2
// expect: Badge init
