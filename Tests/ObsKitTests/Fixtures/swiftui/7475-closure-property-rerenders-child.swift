// Swift with Majid-style "Closures and view diffing": a child that takes an action closure from its parent runs again at every parent render, while one given a static function does not
// What SwiftUI does: a parent's render builds `LikeButton(title:action:)` again with a new closure. A closure
// that captures anything (here `self`, for `likes`) gets a new context each time and never equals the last one,
// so the child differs and its body runs with `@self` even when the tap changed only `isBookmarked`
// (rules §2.4, §2.7, T15). `Analytics.logShare` captures nothing and compares equal, so `ShareButton` runs once.
// A view without dynamic properties prints `@self changed.` on its first run (rules §12.2).
// Sources: rules §2.3, §2.4, §2.7, §12.1, §12.2, T15.
import SwiftUI

enum Analytics {
    static func logShare() {
        print("share logged")
    }
}

struct LikeButton: View {
    let title: String
    let action: () -> Void

    var body: some View {
        let _ = Self._printChanges()
        Button(title, action: action)
    }
}

struct ShareButton: View {
    let title: String
    let action: () -> Void

    var body: some View {
        let _ = Self._printChanges()
        Button(title, action: action)
    }
}

struct PostView: View {
    @State private var likes = 0
    @State private var isBookmarked = false

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(likes) likes")
            Text(isBookmarked ? "Bookmarked" : "Not bookmarked")
            LikeButton(title: "Like") { likes += 1 }
            ShareButton(title: "Share", action: Analytics.logShare)
            Button("Bookmark") { isBookmarked.toggle() }
        }
    }
}

:mount PostView()
// expect: PostView: @self, @identity, _likes, _isBookmarked changed.
// expect: LikeButton: @self changed.
// expect: ShareButton: @self changed.
:tap "Like"
// expect: PostView: _likes changed.
// expect: LikeButton: @self changed.
:tap "Bookmark"
// expect: PostView: _isBookmarked changed.
// expect: LikeButton: @self changed.
:tap "Share"
// expect: share logged
