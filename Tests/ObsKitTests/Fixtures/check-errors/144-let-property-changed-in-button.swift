// Mistake: a Button action increments a view property declared with `let`.
// Expected message: Xcode (author's knowledge); machine check: left side of mutating operator isn't mutable: 'likes' is a 'let' constant
import SwiftUI

struct LikeButton: View {
    let title: String
    let likes: Int

    var body: some View {
        HStack {
            Text(title)
            Button("♥ \(likes)") {
                likes += 1
            }
        }
    }
}

:mount LikeButton(title: "Sunset photo", likes: 4)
:tap "♥ 4"
// expect-error: left side of mutating operator isn't mutable: 'likes' is a 'let' constant
