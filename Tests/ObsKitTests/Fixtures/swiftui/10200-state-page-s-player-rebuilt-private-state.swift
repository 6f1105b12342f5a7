// Apple docs style: the State page's player, rebuilt: a private @State owned by the parent and handed to a child as a Binding with $; only the child reads it, so a tap runs only the child's body (rules §3.5, §9.3)
import SwiftUI

struct RecordButton: View {
    @Binding var isRecording: Bool

    var body: some View {
        let _ = print("RecordButton body: \(isRecording)")
        Button(isRecording ? "Stop" : "Record") {
            isRecording.toggle()
        }
    }
}

struct RecorderView: View {
    @State private var isRecording: Bool = false

    var body: some View {
        let _ = print("RecorderView body")
        VStack {
            RecordButton(isRecording: $isRecording)
            Text("Microphone")
        }
    }
}

:mount RecorderView()
// expect: RecorderView body
// expect: RecordButton body: false
:tap "Record"
// expect: RecordButton body: true
:tap "Stop"
// expect: RecordButton body: false
