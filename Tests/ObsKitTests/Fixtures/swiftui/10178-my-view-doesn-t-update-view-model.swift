// stack-overflow style (pitfall on purpose): "my view doesn't update when the view model changes" — a view holding its ObservableObject in a plain `let` subscribes to nothing and never re-renders (its button keeps its old title); the same view with @ObservedObject re-renders at each change (rules §5.1, §0.2, §2.5)
import SwiftUI

final class LikeModel: ObservableObject {
    @Published var likes = 0
}

struct PlainLikes: View {
    let model: LikeModel

    var body: some View {
        let _ = print("PlainLikes body: \(model.likes)")
        Button("Like plain \(model.likes)") { model.likes += 1 }
    }
}

struct ObservedLikes: View {
    @ObservedObject var model: LikeModel

    var body: some View {
        let _ = print("ObservedLikes body: \(model.likes)")
        Button("Like observed \(model.likes)") { model.likes += 1 }
    }
}

struct LikesScreen: View {
    let plain: LikeModel
    let observed: LikeModel

    var body: some View {
        VStack {
            PlainLikes(model: plain)
            ObservedLikes(model: observed)
        }
    }
}

let plainModel = LikeModel()
let observedModel = LikeModel()

:mount LikesScreen(plain: plainModel, observed: observedModel)
// expect: PlainLikes body: 0
// expect: ObservedLikes body: 0
:tap "Like plain 0"
:tap "Like plain 0"
print("plain model holds \(plainModel.likes)")
// expect: plain model holds 2
:tap "Like observed 0"
// expect: ObservedLikes body: 1
