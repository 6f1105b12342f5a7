// Check error: a Button action closure that takes a parameter
import SwiftUI

struct LikeButton: View {
    @State private var likes = 0

    var body: some View {
        Button("Like") { button in
            likes += 1
        }
    }
}

:mount LikeButton()
// expect-error: contextual closure type '@MainActor () -> Void' expects 0 arguments, but 1 was used in closure body
