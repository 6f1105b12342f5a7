// Hacking with Swift forums style (a comment box that forgets what you typed)
// PITFALL (on purpose): the child makes its model inline with @ObservedObject, so every parent render makes a new DraftModel (init before the old one's deinit) and the typed text is lost (rules §5.3, §5.1, §5.2, T8)
import SwiftUI

final class DraftModel: ObservableObject {
    static var made = 0
    let number: Int
    @Published var text = ""

    init() {
        DraftModel.made += 1
        number = DraftModel.made
        print("DraftModel \(number) init")
    }

    deinit { print("DraftModel \(number) deinit") }
}

struct CommentBox: View {
    @ObservedObject var draft = DraftModel()

    var body: some View {
        let _ = print("CommentBox body: draft \(draft.number) '\(draft.text)'")
        TextField("Comment", text: $draft.text)
    }
}

struct PostScreen: View {
    @State private var likes = 0

    var body: some View {
        let _ = print("PostScreen body: \(likes) likes")
        VStack {
            Button("Like (\(likes))") { likes += 1 }
            CommentBox()
        }
    }
}

:mount PostScreen()
// expect: PostScreen body: 0 likes
// expect: DraftModel 1 init
// expect: CommentBox body: draft 1 ''
:type "Hi" into "Comment"
// expect: CommentBox body: draft 1 'H'
// expect: CommentBox body: draft 1 'Hi'
:tap "Like (0)"
// expect: PostScreen body: 1 likes
// expect: DraftModel 2 init
// expect: DraftModel 1 deinit
// expect: CommentBox body: draft 2 ''
:type "!" into "Comment"
// expect: CommentBox body: draft 2 '!'
