// code review style: "own it where it lives": the parent owns the model with @StateObject and hands it down; the child observes it with @ObservedObject. A like re-runs both (every observer hears objectWillChange), a parent-only change re-runs only the parent (rules §4.2, §6.5, §5.1, §2.5, §2.8)
import SwiftUI

final class LikeModel: ObservableObject {
    @Published var likes = 0

    init() { print("LikeModel init") }
    deinit { print("LikeModel deinit") }
}

struct LikeButton: View {
    @ObservedObject var model: LikeModel

    var body: some View {
        let _ = print("LikeButton body: likes \(model.likes)")
        Button("Like (\(model.likes))") { model.likes += 1 }
    }
}

struct PostView: View {
    @StateObject private var likeModel = LikeModel()
    @State private var showsComments = false

    var body: some View {
        let _ = print("PostView body: comments \(showsComments)")
        VStack {
            LikeButton(model: likeModel)
            Button(showsComments ? "Hide comments" : "Show comments") { showsComments.toggle() }
        }
    }
}

:mount PostView()
// expect: LikeModel init
// expect: PostView body: comments false
// expect: LikeButton body: likes 0
:tap "Like (0)"
// expect: PostView body: comments false
// expect: LikeButton body: likes 1
:tap "Show comments"
// expect: PostView body: comments true
:unmount
// expect: LikeModel deinit
