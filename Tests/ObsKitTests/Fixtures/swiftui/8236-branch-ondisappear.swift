// SwiftUI from Apple's documentation: the branch an if/else leaves disappears when the condition flips
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): "The first view only shows
// when the condition is true, while the second view only shows when the condition is false"; "Once the identity of the
// view changes or the view is removed, its lifetime ends."
// Apple, onDisappear(perform:) (https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)): "Adds an
// action to perform after this view disappears." Only disappear actions print here, one per flip.
import SwiftUI

struct Panel: View {
    let name: String
    var body: some View {
        Text(name)
            .onDisappear { print("\(name) disappeared") }
    }
}

struct DisappearHost: View {
    @State private var showFirst = true
    var body: some View {
        VStack {
            Button("Flip") { showFirst.toggle() }
            if showFirst {
                Panel(name: "Adoption directory")
            } else {
                Panel(name: "Dog list")
            }
        }
    }
}

:mount DisappearHost()
:tap "Flip"
:tap "Flip"
// expect: Adoption directory disappeared
// expect: Dog list disappeared
