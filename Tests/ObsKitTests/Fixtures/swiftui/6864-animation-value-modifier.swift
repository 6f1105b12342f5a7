// Follows Apple's `animation(_:value:)` page (https://developer.apple.com/documentation/swiftui/view/animation(_:value:)):
// "Applies the given animation to this view when the specified value changes." The modifier changes how a change
// looks, not when bodies run: one body per state change, and none in between (rules §15.15). Own code: a
// "recording" dot that a `.task` pulses four times, half a second apart, and a label that never changes.
// - The `.task` starts after the first body (rules §10.3, §11.3); each wake is a turn of its own on the virtual clock
//   (README `:advance`), and each toggle runs the body once (rules §3.4, §10.1).
// - On the last wake the task toggles and prints, then ends; the body follows (rules §0.3).
// - The label is a child with no inputs that change: equal each time, its body runs only once (rules §2.1, §2.7).
import SwiftUI

struct RecordingLabel: View {
    var body: some View {
        let _ = print("RecordingLabel body")
        Text("Recording")
    }
}

struct RecordingIndicator: View {
    @State private var isBright = false

    var body: some View {
        let _ = print("RecordingIndicator body, \(isBright ? "bright" : "dim")")
        HStack {
            Circle()
                .fill(.red)
                .frame(width: 12, height: 12)
                .opacity(isBright ? 1 : 0.3)
                .animation(.easeInOut(duration: 0.5), value: isBright)
            RecordingLabel()
        }
        .task {
            for _ in 1...4 {
                try? await Task.sleep(for: .milliseconds(500))
                isBright.toggle()
            }
            print("pulse finished")
        }
    }
}

:mount RecordingIndicator()
// expect: RecordingIndicator body, dim
// expect: RecordingLabel body
:advance 1s
// expect: RecordingIndicator body, bright
// expect: RecordingIndicator body, dim
:advance 1s
// expect: RecordingIndicator body, bright
// expect: pulse finished
// expect: RecordingIndicator body, dim
:advance 1s
