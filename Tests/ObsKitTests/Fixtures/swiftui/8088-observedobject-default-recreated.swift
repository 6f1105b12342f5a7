// SwiftUI from Apple's documentation: an @ObservedObject given a default value is made anew with each view value and loses its data
// Apple, ObservedObject (https://developer.apple.com/documentation/swiftui/observedobject): "Don't specify a default or initial
// value for the observed object. Use the attribute only for a property that acts as a parameter for a view." Apple, StateObject
// (https://developer.apple.com/documentation/swiftui/stateobject) is the wrapper that keeps one instance per view identity.
import SwiftUI
import Combine

final class Draft: ObservableObject {
    @Published var words = 0
    init() { print("Draft init") }
}

struct Editor: View {
    @ObservedObject var draft = Draft()
    var body: some View {
        let _ = print("Editor body: \(draft.words) words")
        Button("Type word") { draft.words += 1 }
    }
}

struct Desk: View {
    @State private var lamp = false
    var body: some View {
        VStack {
            Button("Lamp") { lamp.toggle() }
            Text(lamp ? "on" : "off")
            Editor()
        }
    }
}

:mount Desk()
// expect: Draft init
// expect: Editor body: 0 words
:tap "Type word"
// expect: Editor body: 1 words
:tap "Lamp"
// expect: Draft init
// expect: Editor body: 0 words
