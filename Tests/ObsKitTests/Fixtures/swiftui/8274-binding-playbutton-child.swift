// SwiftUI from Apple's documentation: a child's @Binding written by its own Button changes the parent's @State
// Apple, Binding (https://developer.apple.com/documentation/swiftui/binding): "Use a binding to create a two-way
// connection between a property that stores data, and a view that displays and changes the data." (the PlayButton
// example: `Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }` inside `@Binding var isPlaying: Bool`)
// Apple, onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)):
// "You can use onChange to trigger a side effect as the result of a value changing, such as an Environment key or a Binding."
import SwiftUI

struct PlayButton: View {
    @Binding var isPlaying: Bool
    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
        }
    }
}

struct PlayerView: View {
    @State private var isPlaying: Bool = false
    var body: some View {
        VStack {
            Text("Episode 1")
            PlayButton(isPlaying: $isPlaying)
        }
        .onChange(of: isPlaying) { oldValue, newValue in
            print("isPlaying \(oldValue) -> \(newValue)")
        }
    }
}

:mount PlayerView()
:tap "Play"
:tap "Pause"
// expect: isPlaying false -> true
// expect: isPlaying true -> false
