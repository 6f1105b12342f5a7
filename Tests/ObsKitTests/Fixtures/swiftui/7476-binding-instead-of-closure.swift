// Swift with Majid-style follow-up "Pass a Binding, not a closure": the like button takes `$likes`, so an unrelated parent render no longer runs it; a new like still does
// What SwiftUI does: `$likes` is made from the same @State location each render; ObsREPL compares two such
// bindings by the value they captured (rules §2.5, ObsREPL's choice), so while `likes` is unchanged the child's
// new value equals the old and its body is skipped (rules §2.7) when only `isBookmarked` changed. When `likes`
// changes the parent, which reads it, runs, and the child runs once (rules §2.8). The child never reads
// `likes` in its body (only its action writes it), so it is counted with a plain print: the rules do not say
// which tokens `_printChanges` would give it.
// Sources: rules §2.5, §2.7, §2.8, §3.5, §12.1.
import SwiftUI

struct LikeControl: View {
    @Binding var likes: Int

    var body: some View {
        let _ = print("LikeControl body")
        Button("Like") { likes += 1 }
    }
}

struct PostDetail: View {
    @State private var likes = 0
    @State private var isBookmarked = false

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(likes) likes")
            Text(isBookmarked ? "Bookmarked" : "Not bookmarked")
            LikeControl(likes: $likes)
            Button("Bookmark") { isBookmarked.toggle() }
        }
    }
}

:mount PostDetail()
// expect: PostDetail: @self, @identity, _likes, _isBookmarked changed.
// expect: LikeControl body
:tap "Bookmark"
// expect: PostDetail: _isBookmarked changed.
:tap "Bookmark"
// expect: PostDetail: _isBookmarked changed.
:tap "Like"
// expect: PostDetail: _likes changed.
// expect: LikeControl body
