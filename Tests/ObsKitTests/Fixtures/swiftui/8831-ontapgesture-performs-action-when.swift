// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:) (onTapGesture performs its action when the user taps the view: tapping the text changes state, and onChange sees the change)
import SwiftUI

struct HeartView: View {
    @State private var likes = 0

    var body: some View {
        Text("Likes \(likes)")
            .onTapGesture {
                likes += 1
            }
            .onChange(of: likes) { oldValue, newValue in
                print("likes \(oldValue) -> \(newValue)")
            }
    }
}

:mount HeartView()
:tap "Likes 0"
:tap "Likes 1"
// expect: likes 0 -> 1
// expect: likes 1 -> 2
