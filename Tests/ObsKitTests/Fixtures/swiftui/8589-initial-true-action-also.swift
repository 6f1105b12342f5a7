// SwiftUI from Apple's documentation: onChange(of:initial:_:) — https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (with initial: true the action also runs when the view first appears, getting the initial value as both old and new; later changes pass old and new)
import SwiftUI

struct VolumeView: View {
    @State private var volume = 3

    var body: some View {
        Button("Louder") { volume += 1 }
            .onChange(of: volume, initial: true) { oldValue, newValue in
                print("volume \(oldValue) -> \(newValue)")
            }
    }
}

:mount VolumeView()
:tap "Louder"
:tap "Louder"
// expect: volume 3 -> 3
// expect: volume 3 -> 4
// expect: volume 4 -> 5
