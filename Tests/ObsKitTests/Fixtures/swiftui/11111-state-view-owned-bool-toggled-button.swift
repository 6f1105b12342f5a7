// Apple docs style (State): a view-owned Bool toggled by a button keeps its value across body runs and re-runs only the view that reads it (rules §3.2, §3.4, §3.5, §12.2)
// Page: https://developer.apple.com/documentation/swiftui/state (PlayButton example)
import SwiftUI

struct RecordButton: View {
    @State private var isRecording: Bool = false

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("RecordButton body, isRecording = \(isRecording)")
        Button(isRecording ? "Stop" : "Record") {
            isRecording.toggle()
            print("tapped, isRecording is now \(isRecording)")
        }
    }
}

struct StudioView: View {
    var body: some View {
        let _ = print("StudioView body")
        VStack {
            Text("Studio")
            RecordButton()
        }
    }
}

:mount StudioView()
// expect: StudioView body
// expect: RecordButton: @self, @identity, _isRecording changed.
// expect: RecordButton body, isRecording = false
:tap "Record"
// expect: tapped, isRecording is now true
// expect: RecordButton: _isRecording changed.
// expect: RecordButton body, isRecording = true
:tap "Stop"
// expect: tapped, isRecording is now false
// expect: RecordButton: _isRecording changed.
// expect: RecordButton body, isRecording = false
