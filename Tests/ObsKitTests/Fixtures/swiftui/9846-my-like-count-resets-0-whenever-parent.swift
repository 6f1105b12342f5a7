// Stack Overflow style: "my like count resets to 0 whenever the parent changes" (the asker's version: the view model is made in the parent's body and held with @ObservedObject)
// PITFALL (on purpose): every PostView body makes a new LikeModel; the new one is made before the old one deinits, and the child starts over from 0 (rules §5.3, §5.1, §5.2, §2.5)
import SwiftUI

final class LikeModel: ObservableObject {
    private static var made = 0
    let serial: Int
    @Published var likes = 0

    init() {
        LikeModel.made += 1
        serial = LikeModel.made
        print("LikeModel \(serial) init")
    }

    deinit { print("LikeModel \(serial) deinit") }
}

struct LikeButton: View {
    @ObservedObject var model: LikeModel

    var body: some View {
        let _ = print("LikeButton body: model \(model.serial), likes \(model.likes)")
        Button("Like (\(model.likes))") { model.likes += 1 }
    }
}

struct PostView: View {
    @State private var showsComments = false

    var body: some View {
        let _ = print("PostView body")
        VStack {
            LikeButton(model: LikeModel())
            Button(showsComments ? "Hide comments" : "Show comments") { showsComments.toggle() }
        }
    }
}

:mount PostView()
// expect: PostView body
// expect: LikeModel 1 init
// expect: LikeButton body: model 1, likes 0
:tap "Like (0)"
// expect: LikeButton body: model 1, likes 1
:tap "Like (1)"
// expect: LikeButton body: model 1, likes 2
:tap "Show comments"
// expect: PostView body
// expect: LikeModel 2 init
// expect: LikeModel 1 deinit
// expect: LikeButton body: model 2, likes 0
:tap "Like (0)"
// expect: LikeButton body: model 2, likes 1
