// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/scenestorage (SceneStorage works like State except that its value is kept for the scene and shared with other SceneStorage variables in it: an editor removed and inserted again gets its @SceneStorage draft back, while its @State starts over)
import SwiftUI

struct NotesEditor: View {
    @SceneStorage("draft") private var draft = ""
    @State private var scratch = ""

    var body: some View {
        VStack {
            TextField("Draft", text: $draft)
            TextField("Scratch", text: $scratch)
            Button("Report") { print("draft='\(draft)' scratch='\(scratch)'") }
        }
    }
}

struct ContentView: View {
    @State private var editing = true

    var body: some View {
        VStack {
            Toggle("Editing", isOn: $editing)
            if editing {
                NotesEditor()
            }
        }
    }
}

:mount ContentView()
:type "hi" into "Draft"
:type "yo" into "Scratch"
:tap "Report"
:toggle "Editing"
:toggle "Editing"
:tap "Report"
// expect: draft='hi' scratch='yo'
// expect: draft='hi' scratch=''
