// SwiftUI from Apple's documentation: a child's onChange(of:) on a @Binding value fires when the parent changes it
// Apple, onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)): "You can
// use onChange to trigger a side effect as the result of a value changing, such as an Environment key or a Binding."
import SwiftUI

struct Volume: View {
    @Binding var level: Int
    var body: some View {
        Text("Level \(level)")
            .onChange(of: level) { old, new in
                print("level \(old) -> \(new)")
            }
    }
}

struct Mixer: View {
    @State private var level = 1
    var body: some View {
        VStack {
            Volume(level: $level)
            Button("Louder") { level += 2 }
            Button("Same") { level = level }
        }
    }
}

:mount Mixer()
:tap "Louder"
:tap "Same"
:tap "Louder"
// expect: level 1 -> 3
// expect: level 3 -> 5
