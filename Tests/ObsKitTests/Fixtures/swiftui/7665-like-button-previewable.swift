// Beginner tutorial style (Xcode 16 previews): a reusable heart button bound to a Bool, previewed with
// `@Previewable @State`, and a post card preview using it twice.
// What SwiftUI does: `#Preview` shows a view in the canvas and `@Previewable` declares state inside it (rules §14.5,
// §15.16, Apple "Previews in Xcode"); `:preview "Name"` mounts one. The button reads its `@Binding`, so a tap re-runs
// it (rules §9.3); the preview that owns the state reads it too and runs once per tap, parent first (rules §2.8).
import SwiftUI

struct LikeButton: View {
    @Binding var isLiked: Bool
    let count: Int

    var body: some View {
        let _ = print("LikeButton \(isLiked ? "♥" : "♡") \(count + (isLiked ? 1 : 0))")
        Button {
            isLiked.toggle()
        } label: {
            Label("\(count + (isLiked ? 1 : 0))", systemImage: isLiked ? "heart.fill" : "heart")
        }
    }
}

struct PostCard: View {
    let text: String
    @State private var liked = false

    var body: some View {
        let _ = print("PostCard \(text)")
        VStack(alignment: .leading) {
            Text(text)
            LikeButton(isLiked: $liked, count: 10)
        }
    }
}

#Preview("Button") {
    @Previewable @State var liked = false
    let _ = print("preview: liked \(liked)")
    LikeButton(isLiked: $liked, count: 4)
}

#Preview("Card") {
    PostCard(text: "Hello, SwiftUI!")
}

:preview "Button"
// expect: preview: liked false
// expect: LikeButton ♡ 4
:tap "4"
// expect: preview: liked true
// expect: LikeButton ♥ 5
:preview "Card"
// expect: PostCard Hello, SwiftUI!
// expect: LikeButton ♡ 10
:tap "10"
// expect: LikeButton ♥ 11
