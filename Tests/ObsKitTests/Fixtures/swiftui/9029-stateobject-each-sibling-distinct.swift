// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:) (SwiftUI creates only one state object for each container instance, and each instance of the view creates a distinct one: two cards, two models, and liking one doesn't change the other)
import SwiftUI
import Combine

final class LikeModel: ObservableObject {
    @Published var likes = 0
    init() { print("LikeModel init") }
}

struct PhotoCard: View {
    let caption: String
    @StateObject private var model = LikeModel()

    var body: some View {
        Button("\(caption) likes \(model.likes)") {
            model.likes += 1
            print("\(caption) has \(model.likes)")
        }
    }
}

struct Gallery: View {
    var body: some View {
        VStack {
            PhotoCard(caption: "Beach")
            PhotoCard(caption: "Forest")
        }
    }
}

:mount Gallery()
:tap "Beach likes 0"
:tap "Beach likes 1"
:tap "Forest likes 0"
// expect: LikeModel init
// expect: LikeModel init
// expect: Beach has 1
// expect: Beach has 2
// expect: Forest has 1
