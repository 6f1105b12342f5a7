// Stack Overflow style: the accepted answer to "my like count resets": the child owns its model with @StateObject; the closure runs once, right before the child's first body, and a parent render leaves the child alone (rules §4.1, §4.2, §4.3, §2.5, §1.4)
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
    @StateObject private var model = LikeModel()

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
            LikeButton()
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
:tap "Show comments"
// expect: PostView body
:tap "Like (1)"
// expect: LikeButton body: model 1, likes 2
:unmount
// expect: LikeModel 1 deinit
