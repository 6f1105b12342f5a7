// SwiftUI from Apple's documentation: onChange(of:initial: true) runs once when the view appears, then on each child write
// Apple, onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)):
// initial: "Whether the action should be run when this view initially appears." oldValue: "The old value that failed the
// comparison check (or the initial value when requested)." newValue: "The new value that failed the comparison check."
import SwiftUI

struct LikeButton: View {
    @Binding var likes: Int
    var body: some View {
        Button("Like") { likes += 1 }
    }
}

struct PostView: View {
    @State private var likes = 0
    var body: some View {
        VStack {
            LikeButton(likes: $likes)
        }
        .onChange(of: likes, initial: true) { oldValue, newValue in
            print("likes \(oldValue) -> \(newValue)")
        }
    }
}

:mount PostView()
:tap "Like"
// expect: likes 0 -> 0
// expect: likes 0 -> 1
