// SwiftUI from Apple's documentation: onChange(of:initial: true) also runs when the view appears, with old == new
// Apple, onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)):
// initial: "Whether the action should be run when this view initially appears." oldValue: "The old value that failed
// the comparison check (or the initial value when requested)." newValue: "The new value that failed the comparison check."
import SwiftUI

struct VolumeView: View {
    @State private var volume = 5
    var body: some View {
        VStack {
            Text("Volume \(volume)")
            Button("Louder") { volume += 1 }
        }
        .onChange(of: volume, initial: true) { oldValue, newValue in
            print("volume \(oldValue) -> \(newValue)")
        }
    }
}

:mount VolumeView()
:tap "Louder"
// expect: volume 5 -> 5
// expect: volume 5 -> 6
