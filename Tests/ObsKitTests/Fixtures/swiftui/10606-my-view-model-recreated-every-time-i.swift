// Stack Overflow style: "my view model is recreated every time I type" (pitfall part: a child declares @ObservedObject var model = Model(), so each keystroke in the parent's field makes a new model before the old one goes, and the child's count starts over) (rules §5.3, §2.5, §2.6, §3.5)
import SwiftUI
import Combine

final class LikeCounter: ObservableObject {
    static var made = 0
    let number: Int
    @Published var likes = 0

    init() {
        LikeCounter.made += 1
        number = LikeCounter.made
        print("LikeCounter #\(number) init")
    }

    deinit { print("LikeCounter #\(number) deinit") }
}

struct LikeButton: View {
    @ObservedObject var counter = LikeCounter()

    var body: some View {
        let _ = print("LikeButton body: #\(counter.number) likes \(counter.likes)")
        Button("Like") { counter.likes += 1 }
    }
}

struct PostComposer: View {
    @State private var draft = ""

    var body: some View {
        let _ = print("PostComposer body: '\(draft)'")
        VStack {
            TextField("Post", text: $draft)
            LikeButton()
        }
    }
}

:mount PostComposer()
// expect: PostComposer body: ''
// expect: LikeCounter #1 init
// expect: LikeButton body: #1 likes 0
:tap "Like"
// expect: LikeButton body: #1 likes 1
:tap "Like"
// expect: LikeButton body: #1 likes 2
// --- pitfall part: each keystroke re-runs the parent, which makes a new LikeCounter; the likes are lost
:type "hi" into "Post"
// expect: PostComposer body: 'h'
// expect: LikeCounter #2 init
// expect: LikeCounter #1 deinit
// expect: LikeButton body: #2 likes 0
// expect: PostComposer body: 'hi'
// expect: LikeCounter #3 init
// expect: LikeCounter #2 deinit
// expect: LikeButton body: #3 likes 0
