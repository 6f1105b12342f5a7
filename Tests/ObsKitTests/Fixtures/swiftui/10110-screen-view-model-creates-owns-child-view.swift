// architecture style: a screen view model that creates and owns its child view model (comments) and forwards the child's objectWillChange into its own, as nested-ObservableObject MVVM code does; the screen's change skips the comments section (same reference), a keystroke in the child runs the screen and the child once each (rules §6.1, §6.2, §5.1, §2.3, §2.8, §10.1)
import SwiftUI
import Combine

final class CommentsViewModel: ObservableObject {
    @Published var draft = ""
    init() { print("CommentsViewModel init") }
}

final class PostViewModel: ObservableObject {
    @Published var likes = 0
    let comments = CommentsViewModel()
    private var forward: AnyCancellable?

    init() {
        print("PostViewModel init")
        forward = comments.objectWillChange.sink { [weak self] _ in
            self?.objectWillChange.send()
        }
    }
}

struct CommentsSection: View {
    @ObservedObject var viewModel: CommentsViewModel

    var body: some View {
        let _ = print("CommentsSection body: '\(viewModel.draft)'")
        TextField("Comment", text: $viewModel.draft)
    }
}

struct PostScreen: View {
    @StateObject private var post = PostViewModel()

    var body: some View {
        let _ = print("PostScreen body: likes \(post.likes)")
        VStack {
            Button("Like") { post.likes += 1 }
            CommentsSection(viewModel: post.comments)
        }
    }
}

:mount PostScreen()
// expect: CommentsViewModel init
// expect: PostViewModel init
// expect: PostScreen body: likes 0
// expect: CommentsSection body: ''
:tap "Like"
// expect: PostScreen body: likes 1
:type "hi" into "Comment"
// expect: PostScreen body: likes 1
// expect: CommentsSection body: 'h'
// expect: PostScreen body: likes 1
// expect: CommentsSection body: 'hi'
