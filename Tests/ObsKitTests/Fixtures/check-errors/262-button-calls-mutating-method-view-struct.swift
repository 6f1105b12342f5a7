// Check error: a Button calls a mutating method of the view struct, whose property is not @State
import SwiftUI

struct LikeButton: View {
    var likes = 0

    mutating func like() {
        likes += 1
    }

    var body: some View {
        Button("♥ \(likes)") {
            like()
        }
    }
}

:mount LikeButton()
// expect-error: cannot use mutating member on immutable value: 'self' is immutable
