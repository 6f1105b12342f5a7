// SwiftUI from Apple's documentation: removing a branch ends the lifetime of the views inside it, and their state objects go
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): "State and StateObject are
// the persistent storage associated with your view's identity"; "Once the identity of the view changes or the view is
// removed, its lifetime ends"; on leaving a branch, "the storage for the true view is deallocated".
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject): "SwiftUI creates a new instance of the
// model object only once during the lifetime of the container that declares the state object."
import SwiftUI

final class Recorder: ObservableObject {
    init() { print("Recorder init") }
    deinit { print("Recorder deinit") }
}

struct RecordButton: View {
    @StateObject private var recorder = Recorder()
    var body: some View { Text("Recording") }
}

struct RecorderCard: View {
    var body: some View {
        VStack {
            Text("Cat recorder")
            RecordButton()
        }
    }
}

struct Studio: View {
    @State private var open = true
    var body: some View {
        VStack {
            Button("Close") { open = false }
            if open {
                RecorderCard()
            } else {
                Text("Closed")
            }
        }
    }
}

:mount Studio()
:tap "Close"
// expect: Recorder init
// expect: Recorder deinit
