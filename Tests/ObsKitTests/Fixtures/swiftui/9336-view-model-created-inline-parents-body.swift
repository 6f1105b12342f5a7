// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject (a view model created inline in the parent's body and handed to an @ObservedObject: every parent render makes a new one and the child's likes start over)
// ObservedObject "subscribes to an observable object and invalidates a view whenever the observable object changes";
// it does not own it. Apple: "Don't specify a default or initial value for the observed object. Use the attribute
// only for a property that acts as an input for the view" — and StateObject is where the object is created once.
// Writing `PostDetail(viewModel: PostViewModel(postID: selected))` in the parent's body runs that initializer every
// time the parent's body runs, so the child receives a brand-new object (a different reference: its body runs).
// - Mount: the feed's body makes view model 1.
// - "Like" twice: the child's object publishes, the child's body runs with 1 and 2 likes.
// - "Refresh clock": only the feed's own state changed, but its body makes view model 2: the likes are back to 0.
import SwiftUI

final class PostViewModel: ObservableObject {
    static var made = 0
    let number: Int
    let postID: Int
    @Published var likes = 0

    init(postID: Int) {
        PostViewModel.made += 1
        number = PostViewModel.made
        self.postID = postID
        print("view model \(number) made for post \(postID)")
    }
}

struct PostDetail: View {
    @ObservedObject var viewModel: PostViewModel

    var body: some View {
        let _ = print("detail body: model \(viewModel.number), \(viewModel.likes) likes")
        Button("Like") { viewModel.likes += 1 }
    }
}

struct Feed: View {
    @State private var selected = 7
    @State private var clock = 0

    var body: some View {
        let _ = print("feed body, clock \(clock)")
        VStack {
            PostDetail(viewModel: PostViewModel(postID: selected))
            Button("Refresh clock") { clock += 1 }
        }
    }
}

:mount Feed()
// expect: feed body, clock 0
// expect: view model 1 made for post 7
// expect: detail body: model 1, 0 likes
:tap "Like"
// expect: detail body: model 1, 1 likes
:tap "Like"
// expect: detail body: model 1, 2 likes
:tap "Refresh clock"
// expect: feed body, clock 1
// expect: view model 2 made for post 7
// expect: detail body: model 2, 0 likes
